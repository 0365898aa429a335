import { describe, expect, it } from 'vitest';
import { customerPhotos, reviewPhotoAlt } from './review-photos';

const photo = (id: string) => ({
  id,
  url: `/uploads/images/${id}-800.webp`,
  variants: [
    { width: 400, url: `/uploads/images/${id}-400.webp` },
    { width: 800, url: `/uploads/images/${id}-800.webp` },
  ],
});

describe('customer photos', () => {
  it('describes each photo by its place and its reviewer', () => {
    expect(reviewPhotoAlt('Asha R.', 2, 3)).toBe('Photo 2 of 3 from Asha R.’s review');
    expect(reviewPhotoAlt('Asha R.', 1, 1)).toBe('Photo from Asha R.’s review');
  });

  it('gathers every review’s photos in the order the reviews are listed', () => {
    const photos = customerPhotos([
      { id: 'r1', userName: 'Asha R.', reviewValue: 5, photos: [photo('p1'), photo('p2')] },
      { id: 'r2', userName: 'Vikram', reviewValue: 4, photos: [] },
      { id: 'r3', userName: 'Neha S.', reviewValue: 3, photos: [photo('p3')] },
    ]);
    expect(photos.map((entry) => [entry.id, entry.reviewId, entry.alt])).toEqual([
      ['p1', 'r1', 'Photo 1 of 2 from Asha R.’s review'],
      ['p2', 'r1', 'Photo 2 of 2 from Asha R.’s review'],
      ['p3', 'r3', 'Photo from Neha S.’s review'],
    ]);
    expect(photos[0]!.srcSet).toBe('/uploads/images/p1-400.webp 400w, /uploads/images/p1-800.webp 800w');
    expect(photos[2]!.caption).toBe('From Neha S.’s review · rated 3 out of 5');
  });
});
