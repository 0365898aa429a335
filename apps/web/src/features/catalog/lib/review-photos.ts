import type { Review } from '@aurelle/contract';
import type { ViewerPhoto } from '@/components/ui/photo-viewer';
import { variantsSrcSet } from '@/lib/image-srcset';

/** A photo of a review as the product page shows it: in the customers' strip, under its review and large. */
export interface CustomerPhoto extends ViewerPhoto {
  reviewId: string;
}

/** "Photo 2 of 3 from Asha R.’s review": what the photo is, for those who cannot see it. */
export function reviewPhotoAlt(userName: string, position: number, count: number): string {
  return count > 1 ? `Photo ${position} of ${count} from ${userName}’s review` : `Photo from ${userName}’s review`;
}

/** The approved photos of one review (the server sends no other), in their order. */
export function photosOfReview(review: Pick<Review, 'id' | 'userName' | 'reviewValue' | 'photos'>): CustomerPhoto[] {
  const count = review.photos.length;
  return review.photos.map((photo, index) => ({
    id: photo.id,
    reviewId: review.id,
    url: photo.url,
    srcSet: variantsSrcSet(photo.variants),
    alt: reviewPhotoAlt(review.userName, index + 1, count),
    caption: `From ${review.userName}’s review · rated ${review.reviewValue} out of 5`,
  }));
}

/** "Photos from customers": every photo of the product's reviews, in the order the reviews are listed. */
export function customerPhotos(reviews: ReadonlyArray<Pick<Review, 'id' | 'userName' | 'reviewValue' | 'photos'>>): CustomerPhoto[] {
  return reviews.flatMap(photosOfReview);
}
