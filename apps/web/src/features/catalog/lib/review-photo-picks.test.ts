import { describe, expect, it } from 'vitest';
import { REVIEW_PHOTO_LIMIT } from '@aurelle/contract';
import { describePhotoUploads, pickPhotos } from './review-photo-picks';

const image = (name: string, type = 'image/png', size = 1200) => new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('picking review photos', () => {
  it('keeps images up to the limit and says why the rest were left out', () => {
    const first = pickPhotos([], [image('a.png'), image('b.jpg', 'image/jpeg')]);
    expect(first.files.map((file) => file.name)).toEqual(['a.png', 'b.jpg']);
    expect(first.problems).toEqual([]);

    const second = pickPhotos(first.files, [image('c.webp', 'image/webp'), image('d.avif', 'image/avif')]);
    expect(second.files.map((file) => file.name)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    expect(REVIEW_PHOTO_LIMIT).toBe(3);
    expect(second.problems).toEqual(['A review can have at most 3 photos']);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image, or is empty, naming the file', () => {
    const { files, problems } = pickPhotos(
      [],
      [image('notes.txt', 'text/plain'), image('scan.gif', 'image/gif'), image('empty.png', 'image/png', 0)],
    );
    expect(files).toEqual([]);
    expect(problems).toEqual([
      'notes.txt: Please choose an image (JPEG, PNG, WebP or AVIF)',
      'scan.gif: Please choose an image (JPEG, PNG, WebP or AVIF)',
      'empty.png: The file is empty. Please choose an image',
    ]);
  });

  it('keeps a file picked twice once', () => {
    const photo = image('a.png');
    expect(pickPhotos([photo], [photo]).files).toHaveLength(1);
  });
});

describe('after the uploads', () => {
  it('says the photos wait to be checked', () => {
    expect(
      describePhotoUploads([{ fileName: 'a.png', ok: true, message: 'Photo added: it will appear once the house has checked it' }]),
    ).toEqual({
      added: 'Photo added: it will appear once the house has checked it.',
      failed: [],
    });
    expect(
      describePhotoUploads([
        { fileName: 'a.png', ok: true, message: 'Photo added' },
        { fileName: 'b.png', ok: true, message: 'Photo added' },
      ]).added,
    ).toBe('2 photos added: they will appear once the house has checked them.');
  });

  it('names each photo that failed with the server’s reason', () => {
    expect(
      describePhotoUploads([
        { fileName: 'a.png', ok: true, message: 'Photo added: it will appear once the house has checked it' },
        { fileName: 'fake.png', ok: false, message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded' },
      ]),
    ).toEqual({
      added: 'Photo added: it will appear once the house has checked it.',
      failed: ['“fake.png” could not be added: Only JPEG, PNG, WebP or AVIF images can be uploaded.'],
    });
    expect(describePhotoUploads([]).added).toBeNull();
  });
});
