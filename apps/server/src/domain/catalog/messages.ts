/** Catalog messages shown to shoppers and admins; where the original shop had a text for the case, it is used word for word. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const FEATURE_IMAGE_NOT_FOUND_MESSAGE = 'Feature image not found';
export const PRODUCT_ADDED_MESSAGE = 'Product added successfully';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully';
export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully';
export const FEATURE_IMAGE_ADDED_MESSAGE = 'Feature image added successfully';
export const FEATURE_IMAGE_DELETED_MESSAGE = 'Feature image deleted successfully';
export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded successfully';
export const REVIEW_ADDED_MESSAGE = 'Review added successfully';
export const REVIEW_NOT_BOUGHT_MESSAGE = 'You can review a product only after buying it';
export const REVIEW_ALREADY_EXISTS_MESSAGE = 'You have already reviewed this product';
