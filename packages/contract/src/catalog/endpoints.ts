import { idParamSchema, successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  addFeatureImageRequestSchema,
  featureImageResponseSchema,
  featureListResponseSchema,
  uploadImageResponseSchema,
} from './feature.ts';
import { listProductsQuerySchema, listProductsResponseSchema, searchParamsSchema, searchResponseSchema } from './listing.ts';
import { productInputSchema, productListResponseSchema, productMutationResponseSchema, productResponseSchema } from './product.ts';
import { importCatalogQuerySchema, importCatalogResponseSchema } from './catalog-csv.ts';
import { addNoteRequestSchema, addNoteResponseSchema, noteListResponseSchema, similarScentsResponseSchema } from './notes.ts';
import {
  addReviewRequestSchema,
  addReviewResponseSchema,
  listReviewsQuerySchema,
  reviewListResponseSchema,
  reviewProductParamSchema,
} from './review.ts';

/** The shop's catalog (listing, product, search, reviews, home images) and the admin's product management. */
export const catalogEndpoints = {
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/api/shop/products/get',
    auth: 'public',
    query: listProductsQuerySchema,
    response: { 200: listProductsResponseSchema },
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/api/shop/products/get/:id',
    auth: 'public',
    params: idParamSchema,
    response: { 200: productResponseSchema },
  }),
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/api/shop/search/:keyword',
    auth: 'public',
    params: searchParamsSchema,
    response: { 200: searchResponseSchema },
  }),
  listReviews: defineEndpoint({
    method: 'GET',
    path: '/api/shop/reviews/:productId',
    auth: 'public',
    params: reviewProductParamSchema,
    query: listReviewsQuerySchema,
    response: { 200: reviewListResponseSchema },
  }),
  addReview: defineEndpoint({
    method: 'POST',
    path: '/api/shop/reviews/add',
    auth: 'user',
    body: addReviewRequestSchema,
    response: { 201: addReviewResponseSchema },
  }),
  listFeatureImages: defineEndpoint({
    method: 'GET',
    path: '/api/common/features/get',
    auth: 'public',
    response: { 200: featureListResponseSchema },
  }),
  addFeatureImage: defineEndpoint({
    method: 'POST',
    path: '/api/common/features/add',
    auth: 'admin',
    permission: 'catalog',
    body: addFeatureImageRequestSchema,
    response: { 201: featureImageResponseSchema },
  }),
  deleteFeatureImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/common/features/delete/:id',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    response: { 200: successMessageSchema },
  }),
  listAdminProducts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products/get',
    auth: 'admin',
    permission: 'catalog',
    response: { 200: productListResponseSchema },
  }),
  addProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/add',
    auth: 'admin',
    permission: 'catalog',
    body: productInputSchema,
    response: { 201: productMutationResponseSchema },
  }),
  editProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/products/edit/:id',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    body: productInputSchema,
    response: { 200: productMutationResponseSchema },
  }),
  deleteProduct: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/products/delete/:id',
    auth: 'admin',
    permission: 'catalog',
    params: idParamSchema,
    response: { 200: successMessageSchema },
  }),
  /** One image as multipart/form-data in the field `my_file`; also used for the home images. */
  uploadProductImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/upload-image',
    auth: 'admin',
    permission: 'catalog',
    body: 'multipart',
    response: { 201: uploadImageResponseSchema },
  }),
  /** Up to four scents sharing the most notes and accords with a product, each with what it shares. */
  listSimilarScents: defineEndpoint({
    method: 'GET',
    path: '/api/shop/products/similar/:id',
    auth: 'public',
    params: idParamSchema,
    response: { 200: similarScentsResponseSchema },
  }),
  /** The vocabulary of notes pyramids draw from, A to Z. */
  listNotes: defineEndpoint({ method: 'GET', path: '/api/shop/notes/get', auth: 'public', response: { 200: noteListResponseSchema } }),
  /** A new note for the vocabulary; a name that exists (any case) is refused. */
  addNote: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notes/add',
    auth: 'admin',
    permission: 'catalog',
    body: addNoteRequestSchema,
    response: { 201: addNoteResponseSchema },
  }),
  /** The whole catalog (products, sizes, notes) as one CSV file, a row per size. */
  exportCatalog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/products/export',
    auth: 'admin',
    permission: 'catalog',
    response: { 200: 'csv' },
  }),
  /**
   * A catalog CSV (multipart field `file`), checked row by row and written all or nothing: any bad row answers 400 with
   * every row's errors (`errors['row 7']`) and changes nothing.
   */
  importCatalog: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/import',
    auth: 'admin',
    permission: 'catalog',
    query: importCatalogQuerySchema,
    body: 'multipart',
    response: { 200: importCatalogResponseSchema },
  }),
};
