import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { endpoints, REVIEW_PHOTO_FIELD } from '@aurelle/contract';
import { auditEvents } from '../src/db/schema/index.ts';
import { createOrder } from './backoffice-factories.ts';
import { multipartFile } from './catalog-helpers.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, expectStatus, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: Shopper;
let packer: Shopper;

type Shopper = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'admin', userName: 'Olivia Owner' });
  packer = await createUser(t, { role: 'admin', teamRole: 'packer', userName: 'Pia Packer' });
});
afterAll(async () => {
  await t.close();
});

async function buyer(productId: string, name: string) {
  const shopper = await createUser(t, { userName: name });
  await createOrder(t, { userId: shopper.user.id, paymentStatus: 'completed', items: [{ productId }] });
  return shopper;
}

async function writeReview(shopper: Shopper, productId: string, reviewValue: number, reviewMessage = 'Smoky, warm, lasts all day.') {
  return bodyOf(await call(t, endpoints.addReview, { body: { productId, reviewValue, reviewMessage }, headers: shopper.auth }), 201).data;
}

function photo(width = 900, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 60 } } })
    .withExif({ IFD0: { Copyright: 'Shopper' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
    .jpeg()
    .toBuffer();
}

async function addPhoto(
  shopper: Shopper | undefined,
  reviewId: string,
  bytes: Buffer,
  field = REVIEW_PHOTO_FIELD,
  contentType = 'image/jpeg',
) {
  const { payload, headers } = multipartFile(field, 'bottle.jpg', contentType, bytes);
  return call(t, endpoints.addReviewPhoto, { params: { reviewId }, body: payload, headers: { ...headers, ...(shopper?.auth ?? {}) } });
}

const shopReviews = async (productId: string, sort?: 'newest' | 'helpful') =>
  bodyOf(await call(t, endpoints.listReviews, { params: { productId }, query: sort ? { sort } : {} }), 200).data;

async function productFigures(productId: string) {
  const { averageReview, reviewCount } = bodyOf(await call(t, endpoints.getProduct, { params: { id: productId } }), 200).data;
  return { averageReview, reviewCount };
}

const queue = async (query: { view?: 'to-check' | 'all' | 'hidden'; search?: string; page?: number }, as: Shopper = owner) =>
  bodyOf(await call(t, endpoints.listReviewQueue, { query, headers: as.auth }), 200);

describe('photos on a review', () => {
  it('the reviewer adds up to three photos, re-encoded without metadata, shown only once approved', async () => {
    const product = await createProduct(t);
    const asha = await buyer(product.id, 'Asha Rao');
    const review = await writeReview(asha, product.id, 5);

    const first = await addPhoto(asha, review.id, await photo());
    expectStatus(first, 201);
    expect(first.body.message).toBe('Photo added: it will appear once the house has checked it');
    expect(first.body.data.status).toBe('pending');
    expect(first.body.data.url).toMatch(/^\/uploads\/images\/[0-9a-f]{16}-800\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: first.body.data.url });
    expect(stored.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    // Two more at once: both fit; a fourth, even racing, is refused.
    const [second, third] = await Promise.all([
      addPhoto(asha, review.id, await photo(600, 600)),
      addPhoto(asha, review.id, await photo(700, 500)),
    ]);
    expect([second.status, third.status]).toEqual([201, 201]);
    const fourth = await Promise.all([addPhoto(asha, review.id, await photo(500, 500)), addPhoto(asha, review.id, await photo(400, 400))]);
    expect(fourth.map((answer) => answer.status)).toEqual([409, 409]);
    expect(fourth[0]?.body).toMatchObject({ success: false, message: 'A review can have at most 3 photos' });

    // Not shown to shoppers yet; waiting in the queue.
    expect((await shopReviews(product.id))[0]?.photos).toEqual([]);
    const waiting = await queue({ view: 'to-check', search: 'Asha' });
    expect(waiting.reviews.map((entry) => entry.id)).toEqual([review.id]);
    expect(waiting.reviews[0]?.photos.map((entry) => entry.status)).toEqual(['pending', 'pending', 'pending']);
    expect(waiting.reviews[0]?.reviewer).toEqual({ id: asha.user.id, userName: 'Asha Rao', email: asha.user.email });

    const approved = bodyOf(await call(t, endpoints.approveReview, { params: { reviewId: review.id }, headers: owner.auth }), 200);
    expect(approved.message).toBe('Review approved: it and its photos are on the shop');
    expect(approved.review.photos.map((entry) => entry.status)).toEqual(['approved', 'approved', 'approved']);
    const shown = (await shopReviews(product.id))[0];
    expect(shown?.photos.map((entry) => entry.id)).toEqual(approved.review.photos.map((entry) => entry.id));
    expect((await queue({ view: 'to-check', search: 'Asha' })).reviews).toEqual([]);
  });

  it('refuses what is not the reviewer’s or not an image, and changes nothing', async () => {
    const product = await createProduct(t);
    const ravi = await buyer(product.id, 'Ravi Iyer');
    const review = await writeReview(ravi, product.id, 4);
    const stranger = await createUser(t);

    expect((await addPhoto(undefined, review.id, await photo())).status).toBe(401);
    const notYours = await addPhoto(stranger, review.id, await photo());
    expect(notYours.status).toBe(403);
    expect(notYours.body).toMatchObject({ message: 'You can add photos only to your own review' });
    const unknown = await addPhoto(ravi, '00000000-0000-4000-8000-000000000000', await photo());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Review not found' });

    const script = await addPhoto(ravi, review.id, Buffer.from('<svg onload="alert(1)"></svg>'), REVIEW_PHOTO_FIELD, 'image/png');
    expect(script.status).toBe(415);
    expect(script.body).toMatchObject({ message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded' });
    const truncated = (await photo()).subarray(0, 400);
    expect((await addPhoto(ravi, review.id, truncated)).status).toBe(415);
    expect((await addPhoto(ravi, review.id, Buffer.alloc(0))).status).toBe(400);
    const wrongField = await addPhoto(ravi, review.id, await photo(), 'my_file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ message: 'Send the photo in the field "photo", not "my_file"' });

    const listed = await queue({ view: 'all', search: 'Ravi' });
    expect(listed.reviews[0]?.photos).toEqual([]);
  });
});

describe('helpful votes', () => {
  it('a shopper marks another’s review helpful once; fifty at once count fifty; most helpful sorts first', async () => {
    const product = await createProduct(t);
    const meera = await buyer(product.id, 'Meera Shah');
    const kabir = await buyer(product.id, 'Kabir Das');
    const older = await writeReview(meera, product.id, 3, 'Fine.');
    const newer = await writeReview(kabir, product.id, 5, 'Wonderful.');
    expect((await shopReviews(product.id)).map((entry) => entry.id)).toEqual([newer.id, older.id]);

    const voters = await Promise.all(Array.from({ length: 50 }, (_, index) => createUser(t, { userName: `Voter ${index}` })));
    const answers = await Promise.all(
      voters.map((voter) => call(t, endpoints.markReviewHelpful, { params: { reviewId: older.id }, headers: voter.auth })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(Math.max(...answers.map((answer) => bodyOf(answer, 200).data.helpfulCount))).toBe(50);

    const again = await call(t, endpoints.markReviewHelpful, { params: { reviewId: older.id }, headers: voters[0]!.auth });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'You have already marked this review helpful' });
    const own = await call(t, endpoints.markReviewHelpful, { params: { reviewId: older.id }, headers: meera.auth });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ message: 'You cannot mark your own review helpful' });
    expect((await call(t, endpoints.markReviewHelpful, { params: { reviewId: older.id } })).status).toBe(401);

    const helpfulFirst = await shopReviews(product.id, 'helpful');
    expect(helpfulFirst.map((entry) => [entry.id, entry.helpfulCount])).toEqual([
      [older.id, 50],
      [newer.id, 0],
    ]);
    expect(
      bodyOf(await call(t, endpoints.listMyHelpfulVotes, { params: { productId: product.id }, headers: voters[0]!.auth }), 200).data,
    ).toEqual([older.id]);
    expect(
      bodyOf(await call(t, endpoints.listMyHelpfulVotes, { params: { productId: product.id }, headers: kabir.auth }), 200).data,
    ).toEqual([]);
    const badSort = await call(t, endpoints.listReviews, { params: { productId: product.id }, query: { sort: 'loudest' as 'newest' } });
    expect(badSort.status).toBe(400);
  });
});

describe('moderation', () => {
  it('a product’s first review shows at once, its list is empty again once it is hidden, whole once approved (decision 128)', async () => {
    const product = await createProduct(t);
    const ids = async (sort?: 'newest' | 'helpful') => (await shopReviews(product.id, sort)).map((entry) => entry.id);
    // Asked twice before, so the empty answers are kept by the cache: the review must still show at once.
    for (const sort of ['newest', 'helpful'] as const) {
      expect(await ids(sort)).toEqual([]);
      expect(await ids(sort)).toEqual([]);
    }
    const only = await writeReview(await buyer(product.id, 'Meera Iyer'), product.id, 4);
    expect(await ids('newest')).toEqual([only.id]);
    expect(await ids('helpful')).toEqual([only.id]);

    bodyOf(await call(t, endpoints.hideReview, { params: { reviewId: only.id }, headers: owner.auth }), 200);
    expect(await productFigures(product.id)).toEqual({ averageReview: 0, reviewCount: 0 });
    expect(await ids('newest')).toEqual([]);
    expect(await ids('helpful')).toEqual([]);

    bodyOf(await call(t, endpoints.approveReview, { params: { reviewId: only.id }, headers: owner.auth }), 200);
    expect(await ids('newest')).toEqual([only.id]);

    // An archived product is not in the shop's index: its reviews are still read as before.
    bodyOf(await call(t, endpoints.archiveProduct, { params: { id: product.id }, headers: owner.auth }), 200);
    expect(await ids('newest')).toEqual([only.id]);
    bodyOf(await call(t, endpoints.unarchiveProduct, { params: { id: product.id }, headers: owner.auth }), 200);
  });

  it('hiding takes a review off the shop and out of the average; approving brings it back; the house answers', async () => {
    const product = await createProduct(t);
    const five = await buyer(product.id, 'Nisha Kapoor');
    const one = await buyer(product.id, 'Rude Reviewer');
    await writeReview(five, product.id, 5);
    const rude = await writeReview(one, product.id, 1, 'Terrible, and here is a link to my shop');
    expect(await productFigures(product.id)).toEqual({ averageReview: 3, reviewCount: 2 });

    const hidden = bodyOf(await call(t, endpoints.hideReview, { params: { reviewId: rude.id }, headers: owner.auth }), 200);
    expect(hidden.message).toBe('Review hidden: it no longer shows or counts');
    expect(hidden.review.status).toBe('hidden');
    expect(await productFigures(product.id)).toEqual({ averageReview: 5, reviewCount: 1 });
    expect((await shopReviews(product.id)).map((entry) => entry.id)).not.toContain(rude.id);
    expect((await queue({ view: 'hidden', search: 'Rude' })).reviews.map((entry) => entry.id)).toEqual([rude.id]);
    // A hidden review cannot be voted on.
    const voter = await createUser(t);
    expect((await call(t, endpoints.markReviewHelpful, { params: { reviewId: rude.id }, headers: voter.auth })).status).toBe(404);

    bodyOf(await call(t, endpoints.approveReview, { params: { reviewId: rude.id }, headers: owner.auth }), 200);
    expect(await productFigures(product.id)).toEqual({ averageReview: 3, reviewCount: 2 });

    const answered = bodyOf(
      await call(t, endpoints.replyToReview, {
        params: { reviewId: rude.id },
        body: { message: '  We are sorry to read this. Please write to us.  ' },
        headers: owner.auth,
      }),
      200,
    );
    expect(answered.message).toBe('Answer saved');
    expect(answered.review.reply?.message).toBe('We are sorry to read this. Please write to us.');
    const onShop = (await shopReviews(product.id)).find((entry) => entry.id === rude.id);
    expect(onShop?.reply).toEqual({
      message: 'We are sorry to read this. Please write to us.',
      repliedAt: answered.review.reply?.repliedAt,
    });

    const tooLong = await call(t, endpoints.replyToReview, {
      params: { reviewId: rude.id },
      body: { message: 'x'.repeat(1001) },
      headers: owner.auth,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'The answer must be at most 1000 characters' });
    expect((await shopReviews(product.id)).find((entry) => entry.id === rude.id)?.reply?.message).toBe(
      'We are sorry to read this. Please write to us.',
    );

    const removed = bodyOf(
      await call(t, endpoints.replyToReview, { params: { reviewId: rude.id }, body: { message: '' }, headers: owner.auth }),
      200,
    );
    expect(removed.message).toBe('Answer removed');
    expect((await shopReviews(product.id)).find((entry) => entry.id === rude.id)?.reply).toBeNull();

    // Each moderation is in the audit log, with the reviewer and product named.
    const filed = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, rude.id));
    expect(filed.map((event) => event.action).sort()).toEqual(['review.approve', 'review.hide', 'review.reply', 'review.reply']);
    expect(filed[0]?.entityLabel).toBe(`Rude Reviewer on ${product.title}`);
  });

  it('the queue is for those whose role includes the catalog; unknown reviews are 404; the views page', async () => {
    const refused = await call(t, endpoints.listReviewQueue, { query: {}, headers: packer.auth });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Your role (Packer) does not include the catalog: ask an owner' });
    const shopper = await createUser(t);
    expect(
      (await call(t, endpoints.hideReview, { params: { reviewId: '00000000-0000-4000-8000-000000000000' }, headers: shopper.auth })).status,
    ).toBe(403);
    const missing = await call(t, endpoints.hideReview, {
      params: { reviewId: '00000000-0000-4000-8000-000000000000' },
      headers: owner.auth,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Review not found' });

    const product = await createProduct(t, { title: 'Paged Oud' });
    for (let index = 0; index < 22; index += 1)
      await writeReview(await buyer(product.id, `Pager ${index}`), product.id, 4, `Review number ${index}`);
    const first = await queue({ view: 'all', search: 'Paged Oud' });
    expect(first).toMatchObject({ total: 22, totalPages: 2, currentPage: 1 });
    expect(first.reviews).toHaveLength(20);
    expect(first.reviews[0]?.message).toBe('Review number 21');
    const second = await queue({ view: 'all', search: 'Paged Oud', page: 2 });
    expect(second.reviews.map((entry) => entry.message)).toEqual(['Review number 1', 'Review number 0']);
    const badView = await call(t, endpoints.listReviewQueue, { query: { view: 'spam' as 'all' }, headers: owner.auth });
    expect(badView.status).toBe(400);
    expect(badView.body).toMatchObject({ message: expect.stringContaining('view must be to-check, all or hidden') });
  });
});
