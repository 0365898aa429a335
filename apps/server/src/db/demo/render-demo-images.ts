import { contentHash, encodeWebpVariants, loadSharp, putWebpVariants, type StoredImage } from '../../infra/images/webp-variants.ts';
import type { ObjectStorage } from '../../infra/storage/storage.ts';
import { BOTTLE_HEIGHT, BOTTLE_WIDTH, bottleSvg, isHanging, stageSvg, type BottleArt } from './bottle-art.ts';
import { HERO_HEIGHT, HERO_WIDTH, type HeroScene } from './hero-art.ts';

/** Demo bottles are shown in cards and product pages: 400 and 800 px are enough (800 is the main one). */
const BOTTLE_WIDTHS = [400, 800] as const;
const HERO_WIDTHS = [960, 1920] as const;
/** Bump to re-render every demo image after a change in the drawings. */
const ART_VERSION = 'v1';
/** Seeding runs at first start and in e2e: a lighter WebP effort halves the time for nearly the same size. */
const SEED_EFFORT = 2;

/** The stored image if a previous seed already rendered exactly this drawing (names carry its hash). */
async function alreadyStored(
  storage: ObjectStorage,
  keyBase: string,
  widths: readonly number[],
  mainWidth: number,
): Promise<StoredImage | undefined> {
  const mainKey = `${keyBase}-${mainWidth}.webp`;
  if (!(await storage.exists(mainKey))) return undefined;
  return { url: storage.urlFor(mainKey), variants: widths.map((width) => ({ width, url: storage.urlFor(`${keyBase}-${width}.webp`) })) };
}

/** Rasterised stages by family, shared by every bottle of one seed run. */
export type StageCache = Map<string, Promise<Buffer>>;

function stagePixels(cache: StageCache, art: BottleArt): Promise<Buffer> {
  const svg = stageSvg(art.family, isHanging(art.shape));
  let pixels = cache.get(svg);
  if (!pixels) {
    pixels = loadSharp().then((sharp) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer());
    cache.set(svg, pixels);
  }
  return pixels;
}

export async function storeBottleImage(
  storage: ObjectStorage,
  slug: string,
  art: BottleArt,
  stages: StageCache = new Map(),
): Promise<StoredImage> {
  const bottle = bottleSvg(art);
  const keyBase = `demo/${slug}-${contentHash(ART_VERSION + stageSvg(art.family, isHanging(art.shape)) + bottle, 10)}`;
  const existing = await alreadyStored(storage, keyBase, BOTTLE_WIDTHS, 800);
  if (existing) return existing;
  const sharp = await loadSharp();
  const raw = { raw: { width: BOTTLE_WIDTH, height: BOTTLE_HEIGHT, channels: 4 as const } };
  const [stage, layer] = await Promise.all([stagePixels(stages, art), sharp(Buffer.from(bottle)).raw().toBuffer()]);
  const composed = await sharp(stage, raw)
    .composite([{ input: layer, ...raw }])
    .raw()
    .toBuffer();
  const encoded = await encodeWebpVariants(sharp(composed, raw), { widths: BOTTLE_WIDTHS, quality: 84, effort: SEED_EFFORT });
  return putWebpVariants(storage, encoded, { keyBase, mainWidth: 800 });
}

export async function storeHeroImage(storage: ObjectStorage, scene: HeroScene): Promise<StoredImage> {
  const fingerprint =
    ART_VERSION + scene.backdrop + JSON.stringify(scene.bottles.map((b) => [bottleSvg(b.art), b.centreX, b.floorY, b.height]));
  const keyBase = `demo/${scene.slug}-${contentHash(fingerprint, 10)}`;
  const existing = await alreadyStored(storage, keyBase, HERO_WIDTHS, 1920);
  if (existing) return existing;

  const sharp = await loadSharp();
  const layers = await Promise.all(
    scene.bottles.map(async (bottle) => {
      const width = Math.round((bottle.height * BOTTLE_WIDTH) / BOTTLE_HEIGHT);
      const input = await sharp(Buffer.from(bottleSvg(bottle.art)))
        .resize({ height: bottle.height })
        .png()
        .toBuffer();
      // The bottle stands at 82% of its canvas height (the plinth line of the drawing).
      return { input, left: Math.round(bottle.centreX - width / 2), top: Math.round(bottle.floorY - bottle.height * 0.82) };
    }),
  );
  const { data, info } = await sharp(Buffer.from(scene.backdrop))
    .resize(HERO_WIDTH, HERO_HEIGHT)
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const composed = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encoded = await encodeWebpVariants(composed, { widths: HERO_WIDTHS, quality: 82, effort: SEED_EFFORT });
  return putWebpVariants(storage, encoded, { keyBase, mainWidth: 1920 });
}
