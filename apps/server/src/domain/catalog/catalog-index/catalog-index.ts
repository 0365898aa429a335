import { hash } from 'node:crypto';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import {
  filterGroups,
  isSaleOn,
  perfumeFilterGroups,
  productSchema,
  priceBandPaise,
  priceBandValues,
  SIMILAR_SCENTS_LIMIT,
  similarScentsResponseSchema,
  type Facets,
  type FilterGroup,
  type ListProductsQuery,
  type ListProductsResponse,
  type PerfumeFilterGroup,
  type PriceBand,
  type Product,
} from '@aurelle/contract';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { products, type StoredVariant } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../messages.ts';
import { presentProduct } from '../present-product.ts';
import { productColumns } from '../product-columns.ts';
import { answerOfPieces, shownPiece, wrappedPiece, type ShownPiece } from './answer-json.ts';
import { KeptPieces } from './kept-pieces.ts';
import { anyOf, both, clearBit, countBits, hasBit, hasNoBits, emptyBits, resized, setBit, type Bits } from './bitset.ts';
import { SetCounter } from './count-each.ts';
import { CATALOG_TAGS } from './catalog-tags.ts';
import { MatchedPages } from './matched-pages.ts';
import { SlicedScores } from './sliced-scores.ts';
import { ChangeLog } from './change-log.ts';
import { SlotList } from './slot-list.ts';
import { SortedSlots } from './sorted-slots.ts';
import { KeptByBudget } from './kept-by-budget.ts';
import { KeywordSimilarity, trigramsOf, WORD_SIMILARITY_THRESHOLD } from './trigram-similarity.ts';
import { entryOfNumber, lexemeAt, SearchDocuments, type SearchDocument } from './search-documents.ts';
import {
  andOfWordsOnly,
  ENTRY_LOOKED_UP,
  matches,
  orOnlyWords,
  tsRank,
  uniqueWords,
  wordRank,
  type QueryWord,
  type TsQuery,
} from './text-search.ts';
import { AndMatches, positionedPosting, positionedPostingBytes, type PositionedPosting } from './positioned-postings.ts';

type ListingGroup = FilterGroup | PerfumeFilterGroup;
const listingGroups: readonly ListingGroup[] = ['gender', 'category', 'car', 'fragranceType', 'notes', 'concentration', 'size', 'price'];
/** Groups counted only over the values the contract names (others, such as gender 'car', are never shown). */
const knownValues: Record<ListingGroup, readonly string[] | undefined> = {
  ...filterGroups,
  ...perfumeFilterGroups,
  notes: undefined,
};

/** What the index reads of a product: everything a filter, sort, facet or similar-scents rank needs, no more. */
const indexColumns = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  category: products.category,
  gender: products.gender,
  fragranceType: products.fragranceType,
  isCarProduct: products.isCarProduct,
  isFeatured: products.isFeatured,
  concentration: products.concentration,
  topNotes: products.topNotes,
  heartNotes: products.heartNotes,
  baseNotes: products.baseNotes,
  accords: products.accords,
  variants: products.variants,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  totalStock: products.totalStock,
  averageReview: products.averageReview,
  reviewCount: products.reviewCount,
  archivedAt: products.archivedAt,
  searchDocument: products.searchDocument,
};
type IndexedRow = { [K in keyof typeof indexColumns]: (typeof products.$inferSelect)[K] };

/** A product row as `presented` reads it (every column a presented product needs). */
type PresentedRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };
/** A prepared read of products by id (decision 109): built once, executed with the ids. */
interface RowsByIdQuery<Row> {
  execute(placeholders: { ids: string[] }): Promise<Row[]>;
}
/** The condition of those reads: the product's id is one of `$ids`. */
const idIsOneOf = sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`;

/** A shown size's prices and sale window: what its price band at any instant needs. */
type SizePrice = Pick<StoredVariant, 'pricePaise' | 'salePricePaise' | 'saleStartsAt' | 'saleEndsAt'>;

/**
 * One product as the index holds it: a few hundred bytes (what filters, sorts, facets and similar scents need; the row
 * shown to shoppers is read by id for the page), so 50,000 products fit in a small part of the server's memory.
 */
interface Entry {
  id: string;
  /** Shared lists (internList): never written in place. */
  values: Record<ListingGroup, readonly string[]>;
  accords: readonly string[];
  /**
   * Its shown sizes' prices and sale times while one of their sales has an edge to come (followSales makes its price
   * bands again from them then); none once there is none: most products never need them, and 130,000 small objects
   * are heap each full collection marks (decision 154).
   */
  sizes: readonly SizePrice[];
  titleKey: string;
  effectivePrice: number;
  inStock: boolean;
  averageReview: number;
  /** Its published reviews, counted by the transaction that publishes or hides one (refreshReviewSummary). */
  reviewCount: number;
  fragranceType: string;
  isCarProduct: boolean;
  isFeatured: boolean;
  /** A digest of the text search reads, to tell whether a change moves search answers. */
  searchDigest: string;
  /** lower(brand), beside titleKey: what near misses compare the keyword with (trigram-similarity.ts). */
  brandKey: string;
  /** The next instant (epoch ms) at which one of its shown sizes' sales starts or ends; Infinity when none. */
  nextSaleEdge: number;
}

export interface IndexedPage {
  data: Product[];
  total: number;
  page: number;
  totalPages: number;
  facets: Facets;
  /** The shown products' ids, for the cache entry's tags. */
  shownIds: string[];
}

interface FacetAnswer {
  facets: Facets;
  /** `facets` serialised, made on the first listing answer that shows them (a sort or page of the same filters reuses it). */
  facetsJson?: string;
  matches: Bits;
  total: number;
  /** Pages of the matches in each sort order. */
  pricePages: MatchedPages;
  titlePages: MatchedPages;
}

const FACET_CACHE_ENTRIES = 256;

/** The index's value sets in one list, each group's a run of it, as made at one version of them. */
interface ValueSetList {
  version: number;
  all: Bits[];
  groups: Map<ListingGroup, { first: number; values: string[] }>;
}

/** The shown sizes of a stored product (the projection's order: the default size first). */
const shownSizes = (row: Pick<IndexedRow, 'variants'>): StoredVariant[] => row.variants.filter((variant) => !variant.isHidden);

function unitPriceAt(variant: SizePrice, now: Date): number {
  return isSaleOn(variant.salePricePaise, variant, now) ? variant.salePricePaise : variant.pricePaise;
}

function bandOf(price: number): PriceBand | undefined {
  return priceBandValues.find((band) => {
    const [low, high] = priceBandPaise[band];
    return price >= low && (high === null || price < high);
  });
}

function nextSaleEdgeOf(sizes: readonly SizePrice[], nowMs: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const variant of sizes) {
    if (!(variant.salePricePaise > 0)) continue;
    for (const edge of [variant.saleStartsAt, variant.saleEndsAt]) {
      const at = edge ? Date.parse(edge) : NaN;
      if (at > nowMs && at < next) next = at;
    }
  }
  return next;
}

const distinct = (values: readonly string[]) => [...new Set(values)];
/** The sizes an entry keeps once no sale of its has an edge to come. */
const NO_SIZES_KEPT: readonly SizePrice[] = Object.freeze([]);
const LOAD_BATCH = 1000;
/** A listing frame's facets before they are put in (its other values are numbers: the text occurs once). */
const EMPTY_FACETS = '"facets":{}';
const EMPTY_PIECE: ShownPiece = { bytes: Buffer.alloc(0), digest: Buffer.alloc(20) };
/** similarScentsResponseSchema's serialisation with no data, and the start of each similar scent (its product first). */
const SIMILAR_SCENTS_FRAME = JSON.stringify(similarScentsResponseSchema.parse({ success: true, data: [] }));
const SIMILAR_SCENT_START = Buffer.from('{"product":');
/**
 * Bytes of shopper JSON kept, as UTF-8 (the oldest not shown lately out first, KeptPieces): 96 MB is ~60,000 products
 * at ~1.5 KB, so a 50,000-product catalog is held whole. A listing pages through the catalog in order, and a store
 * smaller than what it cycles through misses nearly every time (at 64 MB, ~40,000 products: decision 142).
 */
const SHOWN_JSON_BUDGET_BYTES = 96 * 1024 * 1024;
/** Products whose similar scents are kept ranked (8 ids each, ~150 bytes): past it they are ranked again as asked. */
const SIMILAR_RANKINGS_KEPT = 50_000;
/**
 * Changes that could move similar scents kept to check rankings against (decision 168): a write storm flips a few
 * products in or out of stock a second; a ranking not asked for since more changes than this is ranked again.
 */
const SIMILAR_CHANGES_KEPT = 1_024;
/** Slots kept in ranked postings across lexemes (8 bytes each): 2,000,000 is 16 MB. */
const RANKED_POSTINGS_KEPT = 2_000_000;
/** Bytes of positioned postings kept across lexemes (decision 141): the bench's 2,600 searches at 50,000 products keep ~7 MB. */
const POSITIONED_POSTING_BYTES_KEPT = 16 * 1024 * 1024;
/** ts_rank of an AND of words when no pair of them is in the document (calc_rank_and's floor). */
const NO_PAIR_RANK = Math.fround(1e-20);
/** Products a lexeme must have for a search to keep its entry in each document (fewer are looked up in each). */
const ENTRY_HINTS_FROM = 64;
/** Bytes of entries by slot kept across lexemes (one a slot): 12 MB is 240 lexemes at 50,000 products. */
const ENTRY_HINT_BYTES_KEPT = 12 * 1024 * 1024;
/** Places in the title order a ranked posting's sort key holds (2^20: catalogs of up to a million products). */
const TITLE_PLACES = 2 ** 20;

/**
 * What search reads of a product, as a digest: its search document as PostgreSQL wrote it (every word and position
 * full text ranks), and the title and house near misses compare. Taken from the document itself, not from the columns
 * it is made of: a write of one of them alone (note words mended apart from the notes) changes the digest too.
 */
function searchDigestOf(row: IndexedRow): string {
  return hash('sha1', JSON.stringify([row.searchDocument ?? '', row.title, row.brand]), 'base64url');
}
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());

/**
 * The shop's catalog held in memory by each instance (decision 099): every in-shop product with its sizes, a bit set
 * per filter value, and the two sort orders, so a listing page with its exact facet counts, and a product's similar
 * scents, are answered without reading the products table. It follows the catalog through `apply(ids)`, called with
 * the ids each change notification names; PostgreSQL stays the source of truth, and `load()` reads it whole.
 *
 * The answers are those of the SQL use cases (listShopProducts, listSimilarScents) to the product, which the tests
 * check against each other over random filters.
 */
export class CatalogIndex {
  private entries: Array<Entry | undefined> = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private words = 1;
  private live = emptyBits(1);
  private featured = emptyBits(1);
  private inStockBits = emptyBits(1);
  private readonly valueBits = new Map<string, Bits>();
  private readonly accordBits = new Map<string, Bits>();
  /** Bumped whenever a value set may change: what is made from them is made again (SetCounter's copy, their list). */
  private valueSetsVersion = 0;
  private valueSetList: ValueSetList | undefined;
  private readonly setCounter = new SetCounter();
  /** The listing's two orders (price then id; lower(title) then id), kept in order as products change. */
  private readonly byPrice = new SortedSlots(
    (a, b) => comparePrice(this.entries[a] as Entry, this.entries[b] as Entry),
    () => this.slotOf.values(),
  );
  private readonly byTitle = new SortedSlots(
    (a, b) => compareTitle(this.entries[a] as Entry, this.entries[b] as Entry),
    () => this.slotOf.values(),
  );
  /**
   * Each slot's average review, beside its entry: similar scents compare thousands of tied candidates by it, and a
   * typed array read in slot order costs a fraction of reaching each candidate's entry object.
   */
  private reviewOfSlot = new Float64Array(32);
  private readonly facetCache = new Map<string, FacetAnswer>();
  /**
   * Lexeme → the slots whose search document has it. Slots are added, never taken out (a candidate is checked against
   * its current document), so a slot may be there twice or no longer hold the lexeme; rebuilt when half is stale.
   */
  private readonly postings = new Map<string, SlotList>();
  /** Each slot's search_document as PostgreSQL wrote it: what full-text search matches and ranks (text-search.ts). */
  private documents = new SearchDocuments();
  /** Trigram → the slots whose title or house has it, kept like `postings`. */
  private readonly trigramPostings = new Map<string, SlotList>();
  /** Whether words hold letters beyond ASCII (the database's ctype folds them, as pg_trgm then reads them). */
  private unicodeWords = true;
  private postingCount = 0;
  private stalePostings = 0;
  private lastRemoved: { slot: number; searchDigest: string } | undefined;
  /**
   * A lexeme's products best first by its one-word ts_rank (then title and id), made when a search first needs it and
   * dropped when a product gaining the lexeme comes in; at most RANKED_POSTINGS_KEPT slots kept in all.
   */
  private readonly rankedPostings = new KeptByBudget<{ slots: Int32Array; ranks: Float32Array }>(
    RANKED_POSTINGS_KEPT,
    (ranked) => ranked.slots.length,
  );
  /**
   * A lexeme's entry in each slot's document (plus 1; 0: the document lacks it), made when a search first needs it for
   * a lexeme at least ENTRY_HINTS_FROM products have, dropped when a product gaining the lexeme comes in; at most
   * ENTRY_HINT_BYTES_KEPT bytes kept in all (decision 127).
   */
  private readonly entryHints = new KeptByBudget<Uint8Array>(ENTRY_HINT_BYTES_KEPT, (hints) => hints.length);
  /**
   * A lexeme's documents in slot order with its positions (positioned-postings.ts), made when a search of words joined
   * by AND first needs it, dropped when a document having the lexeme is replaced or gains it.
   */
  private readonly positionedPostings = new KeptByBudget<PositionedPosting>(POSITIONED_POSTING_BYTES_KEPT, positionedPostingBytes);
  /** Scratch matches of an AND search, one per configuration. */
  private readonly andMatches = [new AndMatches(), new AndMatches()];
  /** Scratch counts of the keyword's trigrams each slot shares (near misses; zeroed after each use). */
  private sharedTrigrams = new Uint16Array(0);
  /** Scratch marks of the slots a search has visited (a fresh number per search, so it is never cleared). */
  private visits = new Uint32Array(0);
  private visitSeq = 0;
  /** Scratch scores of similar scents (reset before each use). */
  private readonly similarScores = new SlicedScores();
  /** Each asked-for product's similar scents, ranked, and how many of `similarChanges` it has been checked against. */
  private readonly similarRankings = new Map<string, { ids: readonly string[]; seenChanges: number }>();
  /** The products whose change could move some product's similar scents (see `similarRanking`). */
  private readonly similarChanges = new ChangeLog(SIMILAR_CHANGES_KEPT);
  /** Scratch marks for intersecting postings (a fresh number per intersection, so it is never cleared). */
  private marks = new Uint32Array(0);
  private markSeq = 0;
  private nextSaleEdge = Number.POSITIVE_INFINITY;
  private lower: (text: string) => string = (text) => text.toLowerCase();
  private isLoaded = false;
  /**
   * Products' shopper JSON (contract-checked, as UTF-8 bytes), kept until their next change or the next sale edge
   * (within SHOWN_JSON_BUDGET_BYTES, see KeptPieces): a listing page on a cache miss is these pieces copied together
   * (decision 139), not 48 rows presented.
   */
  private readonly shownJson = new KeptPieces(SHOWN_JSON_BUDGET_BYTES);
  /** Bumped by every applied change, so a piece made from a row read before the change is not kept. */
  private changeSeq = 0;

  /** `apply`'s query, prepared on first use. */
  private changedRows: RowsByIdQuery<IndexedRow> | undefined;
  /** `readRows`'s query, prepared on first use. */
  private presentedRows: RowsByIdQuery<PresentedRow> | undefined;
  /** The ids the next row read fetches, and its answer (see `rowsOf`). */
  private nextRowRead: { ids: Set<string>; rows: Promise<ReadonlyMap<string, PresentedRow>> } | undefined;

  /** `db`: the connections the index reads through (the catalog's own, decision 124). */
  constructor(readonly db: DbOrTx) {}

  get ready(): boolean {
    return this.isLoaded;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Reads every in-shop product afresh (at start, and whenever change notifications may have been missed). */
  async load(): Promise<void> {
    // Titles sort as lower(title) COLLATE "C" does: lower() follows the database's ctype, ASCII-only under C.
    const [probe] = await queryRows<{ folds: boolean }>(this.db, sql`SELECT lower('É') = 'é' AS folds`);
    this.lower = probe?.folds ? (text) => text.toLowerCase() : asciiLower;
    this.unicodeWords = probe?.folds ?? false;
    this.byPrice.invalidate();
    this.byTitle.invalidate();
    this.entries = [];
    this.lists.clear();
    this.slotOf.clear();
    this.freeSlots.length = 0;
    this.words = 1;
    this.live = emptyBits(this.words);
    this.featured = emptyBits(this.words);
    this.inStockBits = emptyBits(this.words);
    this.valueBits.clear();
    this.valueSetsVersion += 1;
    this.accordBits.clear();
    this.postings.clear();
    this.documents = new SearchDocuments();
    this.trigramPostings.clear();
    this.forgetRankedPostings();
    this.postingCount = 0;
    this.stalePostings = 0;
    this.lastRemoved = undefined;
    this.nextSaleEdge = Number.POSITIVE_INFINITY;
    this.shownJson.clear();
    this.similarRankings.clear();
    this.similarChanges.forgetAll();
    this.changeSeq += 1;
    const now = new Date();
    // In batches by id, so the rows read (descriptions included, for the search digest) never sit in memory at once.
    let after = '';
    for (;;) {
      const rows = await this.db
        .select(indexColumns)
        .from(products)
        .where(and(isNull(products.archivedAt), after ? gt(products.id, after) : undefined))
        .orderBy(asc(products.id))
        .limit(LOAD_BATCH);
      for (const row of rows) this.put(row, now);
      const last = rows.at(-1);
      if (!last || rows.length < LOAD_BATCH) break;
      after = last.id;
    }
    this.byPrice.invalidate();
    this.byTitle.invalidate();
    this.trimPostings();
    this.documents.trim();
    this.facetCache.clear();
    this.isLoaded = true;
  }

  /** Forgets everything until the next `load()` (its notifications may have been missed). */
  unload(): void {
    this.isLoaded = false;
  }

  /**
   * Re-reads the named products and takes their new state in (gone or archived: out of the index). Answers the cache
   * tags the change makes stale: the product's own, and a class of answers when what it changed is one they depend on.
   */
  async apply(ids: readonly string[]): Promise<Set<string>> {
    const tags = new Set<string>();
    if (ids.length === 0) return tags;
    tags.add(CATALOG_TAGS.anyProduct);
    // Prepared once, as `readRows`'s query: a write storm applies a batch of changed products every few milliseconds.
    this.changedRows ??= this.db.select(indexColumns).from(products).where(idIsOneOf).prepare('catalog_index_changed');
    const rows = await this.changedRows.execute({ ids: [...ids] });
    const found = new Map(rows.map((row) => [row.id, row]));
    const now = new Date();
    this.changeSeq += 1;
    for (const id of ids) {
      this.shownJson.forget(id);
      tags.add(CATALOG_TAGS.product(id));
      const before = this.entryOf(id);
      const row = found.get(id);
      const after = row && row.archivedAt === null ? row : undefined;
      if (!before && !after) continue;
      if (!before || !after) {
        for (const tag of [CATALOG_TAGS.listing, CATALOG_TAGS.similar, CATALOG_TAGS.search]) tags.add(tag);
        this.similarChanges.add(id);
      }
      if (before) this.remove(id);
      if (after) this.put(after, now);
      const changed = before && after ? this.entryOf(id) : undefined;
      if (before && changed) {
        const classes = changedClasses(before, changed);
        for (const tag of classes) tags.add(tag);
        if (classes.includes(CATALOG_TAGS.similar)) this.similarChanges.add(id);
      }
    }
    if (tags.has(CATALOG_TAGS.listing)) this.facetCache.clear();
    return tags;
  }

  /** One page of the listing with its facet counts, as listShopProducts answers it at this moment. */
  async listing(query: ListProductsQuery, now = new Date()): Promise<IndexedPage> {
    this.followSales(now);
    const answer = this.facetsFor(query);
    const { facets, total } = answer;
    const totalPages = Math.ceil(total / query.limit);
    refuseBeyondLastPage(query.page, totalPages);
    const ids = this.pageIds(query, answer);
    const data = await this.presented(ids, now);
    return { data, total, page: query.page, totalPages, facets, shownIds: data.map((product) => product.id) };
  }

  /**
   * The listing page's answer as listProductsResponseSchema serialises it, made from each shown product's kept JSON;
   * the same text `JSON.stringify(schema.parse({ success: true, ...listing() }))` gives.
   */
  async listingBody(query: ListProductsQuery, now = new Date()): Promise<{ body: Buffer; etag: string; shownIds: string[] }> {
    this.followSales(now);
    const answer = this.facetsFor(query);
    const { facets, total } = answer;
    const totalPages = Math.ceil(total / query.limit);
    refuseBeyondLastPage(query.page, totalPages);
    const ids = this.pageIds(query, answer);
    const { pieces, shownIds } = await this.piecesOfShop(ids, now);
    // The frame in the schema's key order is what its parse would serialise (facet counts are whole numbers by
    // construction): parsing ~100 counts a miss was ~4% of a filtered miss's CPU (decision 143; the test checks it).
    // The facets are serialised once per set of filters, not for each sort and page of it (decision 157).
    const frame: ListProductsResponse = { success: true, data: [], total, page: query.page, totalPages, facets: {} };
    answer.facetsJson ??= JSON.stringify(facets);
    const framed = JSON.stringify(frame).replace(EMPTY_FACETS, () => `"facets":${answer.facetsJson ?? '{}'}`);
    return { ...answerOfPieces(framed, pieces), shownIds };
  }

  /**
   * These products' shopper JSON in this order (each as productSchema serialises it), for answers that show products
   * the index did not choose (search); ids no longer in the shop are left out.
   */
  async shopperJson(ids: readonly string[], now = new Date()): Promise<{ pieces: ShownPiece[]; shownIds: string[] }> {
    this.followSales(now);
    return this.piecesOfShop(ids, now);
  }

  /** shopperJson's pieces, for callers that have followed the sales to `now` already. */
  private async piecesOfShop(ids: readonly string[], now: Date): Promise<{ pieces: ShownPiece[]; shownIds: string[] }> {
    const found = await this.shownPieces(ids, now);
    const pieces: ShownPiece[] = [];
    const shownIds: string[] = [];
    found.forEach((piece, at) => {
      if (piece === undefined) return;
      pieces.push(piece);
      shownIds.push(ids[at] as string);
    });
    return { pieces, shownIds };
  }

  /**
   * Each product's shopper JSON, in the order of `ids` (undefined: not in the shop): kept pieces, the rest read by id,
   * presented, checked by the contract and kept.
   */
  private async shownPieces(ids: readonly string[], now: Date): Promise<Array<ShownPiece | undefined>> {
    const pieces = new Array<ShownPiece | undefined>(ids.length);
    let missing: Map<string, number> | undefined;
    for (let at = 0; at < ids.length; at += 1) {
      const id = ids[at] as string;
      const kept = this.shownJson.shown(id);
      if (kept === undefined) (missing ??= new Map()).set(id, at);
      else pieces[at] = kept;
    }
    if (missing === undefined) return pieces;
    const seq = this.changeSeq;
    for (const product of await this.presented([...missing.keys()], now)) {
      const piece = shownPiece(JSON.stringify(productSchema.parse(product)));
      pieces[missing.get(product.id) ?? 0] = piece;
      // A change applied while the rows were read may have made them stale: used for this answer only.
      if (seq !== this.changeSeq) continue;
      this.shownJson.keep(product.id, piece);
    }
    return pieces;
  }

  /**
   * Full-text matches as search-products.ts's SQL finds them: in the shop, matching either query, ranked by
   * ts_rank(simple) + ts_rank(english) with 1 more for an exact title, then by title and id; `excluded` left out.
   */
  fullTextMatches(
    queries: { simple: TsQuery | undefined; english: TsQuery | undefined },
    term: string,
    excluded: ReadonlySet<string>,
    limit: number,
  ): string[] {
    const configured = [queries.simple, queries.english].filter((query): query is TsQuery => query !== undefined);
    if (configured.length === 0 || limit <= 0) return [];
    // Most keywords parse the same under both configurations ('rose & amber'): matched and ranked once, the rank counts
    // twice (doubling a single-precision rank is exact, so the sum is the one SQL computes).
    const same = configured.length === 2 && sameQuery(configured[0] as TsQuery, configured[1] as TsQuery);
    // The walk's bounds take each configuration's words (the same twice when both parse alike).
    const wordsOfEach = configured.map(orOnlyWords);
    // A query of words and ORs matches exactly the documents it ranks above 0 (each word found adds to the rank), so
    // its ranks alone tell a match; any other query is matched first.
    const orOnly = wordsOfEach.every((words) => words !== undefined);
    // Each word's number, and its entries by slot, resolved once for this search, not per candidate; a one-word search
    // reads a few of its best products only, so its entries are not worth reading from all of them.
    const oneWord = orOnly && wordsOfEach.every((words) => words?.length === 1);
    // Words joined by AND alone are matched and ranked from their positioned postings, not from each document.
    const andOnly = !orOnly && configured.every(andOfWordsOnly);
    const asked = (same ? configured.slice(0, 1) : configured).map((query) => this.resolved(query, !oneWord && !andOnly));
    const times = same ? 2 : 1;
    const rankWords = asked.map((query) => uniqueWords(query));
    const seen = this.visitMarks();
    const visit = this.visitSeq;
    const best: Array<{ slot: number; rank: number }> = [];
    // Ties go by title, then id: by each slot's place in the title order (a number, not two titles compared).
    const titlePlace = this.byTitle.placeOf();
    const ranksBefore = (a: { slot: number; rank: number }, b: { slot: number; rank: number }) =>
      a.rank !== b.rank ? a.rank > b.rank : (titlePlace[a.slot] ?? 0) < (titlePlace[b.slot] ?? 0);
    // The products titled as the keyword (1 more each), known before any is ranked: a candidate's own title is then
    // not read (a search reads thousands of candidates, and their memory, not the arithmetic, is most of its time).
    const titled = new Set(this.slotsTitled(term));
    // One reference moved from candidate to candidate: each is a run of the documents' array, read where it starts.
    const document: SearchDocument = { store: this.documents, at: 0, slot: 0 };
    const live = this.live;
    const probe = { slot: 0, rank: 0 };
    const consider = (slot: number) => {
      if (seen[slot] === visit) return;
      seen[slot] = visit;
      // Whether the slot holds a product, from the live set (a few KB), not from its entry (memory of its own).
      if (!hasBit(live, slot) || (excluded.size > 0 && excluded.has(this.entries[slot]?.id ?? ''))) return;
      document.at = this.documents.at(slot);
      document.slot = slot;
      let matched = orOnly;
      for (let n = 0; n < asked.length && !matched; n += 1) matched = matches(document, asked[n] as TsQuery);
      if (!matched) return;
      // ts_rank answers real (single precision); their sum is real, the exact-title 1 makes it double (as in SQL).
      let sum = 0;
      let ranked = false;
      for (let n = 0; n < asked.length; n += 1) {
        const rank = tsRank(document, asked[n] as TsQuery, rankWords[n]);
        ranked ||= rank > 0;
        sum = Math.fround(sum + rank);
      }
      if (times === 2) sum = Math.fround(sum + sum);
      if (orOnly && !ranked) return;
      // Compared through one reused probe: only a candidate that places is kept as an object of its own.
      probe.slot = slot;
      probe.rank = sum + (titled.size > 0 && titled.has(slot) ? 1 : 0);
      const last = best.length === limit ? best[limit - 1] : undefined;
      if (last === undefined || ranksBefore(probe, last)) keepBest(best, { slot, rank: probe.rank }, limit, ranksBefore);
    };
    if (orOnly) {
      this.topByWordRanks(wordsOfEach, titled, consider, () => (best.length === limit ? best[best.length - 1] : undefined));
      return best.map((found) => this.entries[found.slot]?.id ?? '');
    }
    if (andOnly && rankWords.every((words) => words.length >= 2)) {
      const found = asked.map((_, n) =>
        (this.andMatches[n] as AndMatches).collect((rankWords[n] as QueryWord[]).map((word) => this.positionedPostingOf(word))),
      );
      const first = found[0] as AndMatches;
      const second = found[1];
      const otherRank = (slot: number, n: number) => {
        // Lacking one of two words, a document has no pair of them: calc_rank_and's rank is then 1e-20, unread.
        if ((rankWords[n] as QueryWord[]).length === 2) return NO_PAIR_RANK;
        document.at = this.documents.at(slot);
        document.slot = slot;
        return tsRank(document, asked[n] as TsQuery, rankWords[n]);
      };
      // Each configuration's matches ascend by slot: walked together, a product matching both is ranked from both
      // lists; one matching a single configuration is ranked under the other from its document (ts_rank of each counts).
      let i = 0;
      let j = 0;
      const secondLength = second?.length ?? 0;
      while (i < first.length || j < secondLength) {
        const left = i < first.length ? (first.slots[i] as number) : Number.POSITIVE_INFINITY;
        const right = second && j < secondLength ? (second.slots[j] as number) : Number.POSITIVE_INFINITY;
        const slot = Math.min(left, right);
        const firstRank = left === slot ? (first.ranks[i++] as number) : undefined;
        const secondRank = right === slot ? (second?.ranks[j++] as number) : undefined;
        if (!hasBit(live, slot) || (excluded.size > 0 && excluded.has(this.entries[slot]?.id ?? ''))) continue;
        let sum = Math.fround(0 + (firstRank ?? otherRank(slot, 0)));
        if (second) sum = Math.fround(sum + (secondRank ?? otherRank(slot, 1)));
        if (times === 2) sum = Math.fround(sum + sum);
        probe.slot = slot;
        probe.rank = sum + (titled.size > 0 && titled.has(slot) ? 1 : 0);
        const last = best.length === limit ? best[limit - 1] : undefined;
        if (last === undefined || ranksBefore(probe, last)) keepBest(best, { slot, rank: probe.rank }, limit, ranksBefore);
      }
      return best.map((found) => this.entries[found.slot]?.id ?? '');
    }
    for (const query of asked) {
      const candidates = this.candidatesOf(query);
      if (!candidates) for (const slot of this.slotOf.values()) consider(slot);
      else for (let i = 0; i < candidates.length; i += 1) consider(candidates[i] ?? 0);
    }
    return best.map((found) => this.entries[found.slot]?.id ?? '');
  }

  /**
   * Slots that may match `query` (every match is among them; stale ones are checked by the caller), from the postings:
   * a word's own, the slots both sides have for an AND or a phrase, either side's for an OR; undefined when any product
   * may match (a negation alone). A pair of common words ("rose musk") is then checked on the products having both,
   * not on all those having the rarer one.
   */
  private candidatesOf(query: TsQuery): ArrayLike<number> | undefined {
    switch (query.kind) {
      case 'word': {
        if (!query.prefix) return this.postings.get(query.lexeme)?.view() ?? [];
        const found: number[] = [];
        for (const [lexeme, slots] of this.postings) if (lexeme.startsWith(query.lexeme)) for (const slot of slots.view()) found.push(slot);
        return found;
      }
      case 'not':
        return undefined;
      case 'or': {
        const left = this.candidatesOf(query.left);
        const right = left && this.candidatesOf(query.right);
        return left && right ? [...Array.from(left), ...Array.from(right)] : undefined;
      }
      case 'and':
      case 'phrase': {
        const left = this.candidatesOf(query.left);
        const right = this.candidatesOf(query.right);
        if (!left || !right) return left ?? right;
        return this.common(left, right);
      }
    }
  }

  /** The visit marks, with a fresh number in `visitSeq` for this search (no array of the catalog's size per search). */
  private visitMarks(): Uint32Array {
    if (this.visits.length < this.entries.length) this.visits = new Uint32Array(Math.ceil(this.entries.length * 1.25));
    if (this.visitSeq >= 0xfffffffe) {
      this.visits.fill(0);
      this.visitSeq = 0;
    }
    this.visitSeq += 1;
    return this.visits;
  }

  /** The slots in both lists, once each: the shorter list is marked, the longer one read against the marks. */
  private common(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
    const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
    if (this.marks.length < this.entries.length) this.marks = new Uint32Array(Math.ceil(this.entries.length * 1.25));
    if (this.markSeq >= 0xfffffffe) {
      this.marks.fill(0);
      this.markSeq = 0;
    }
    this.markSeq += 1;
    const mark = this.markSeq;
    for (let i = 0; i < shorter.length; i += 1) this.marks[shorter[i] ?? 0] = mark;
    const found: number[] = [];
    for (let i = 0; i < longer.length; i += 1) {
      const slot = longer[i] ?? 0;
      if (this.marks[slot] !== mark) continue;
      found.push(slot);
      // 0 is never a mark: a slot listed twice is taken once.
      this.marks[slot] = 0;
    }
    return found;
  }

  /**
   * Visits the products a query of words and ORs can rank best, best first, until no product not yet visited can beat
   * `kth` (the threshold algorithm): ts_rank is then a weighted sum of each word's one-word rank, so walking each
   * word's products best first bounds the rank of every product further down. The products titled as the keyword
   * (`titled`, 1 more) are visited first. With one word the walk stops once `consider` has kept its fill: the order is
   * then the rank's.
   */
  private topByWordRanks(
    wordsOfEach: ReadonlyArray<readonly string[]>,
    titled: ReadonlySet<number>,
    consider: (slot: number) => void,
    kth: () => { slot: number; rank: number } | undefined,
  ): void {
    const weights = new Map<string, number>();
    for (const words of wordsOfEach) {
      const unique = new Set(words);
      for (const word of unique) weights.set(word, (weights.get(word) ?? 0) + 1 / unique.size);
    }
    for (const slot of titled) consider(slot);
    const byLexeme = new Map([...weights.keys()].map((lexeme) => [lexeme, { ranked: this.rankedPosting(lexeme), at: 0 }] as const));
    const lists = [...weights].map(([lexeme, weight]) => ({ list: byLexeme.get(lexeme) as RankedWalk, weight }));
    // One word to each configuration (a one-word search): a product's rank is then exactly these ranks summed, in
    // single precision as `consider` sums them, which settles ties at the threshold exactly.
    const wordOfEach = wordsOfEach.every((words) => words.length === 1)
      ? wordsOfEach.map((words) => byLexeme.get(words[0] ?? '') as RankedWalk)
      : undefined;
    // Single precision in the ranks themselves: a margin keeps the bound on the safe side.
    const margin = 1e-5;
    for (;;) {
      let advanced = false;
      for (const { list } of lists) {
        if (list.at >= list.ranked.slots.length) continue;
        consider(list.ranked.slots[list.at] ?? 0);
        list.at += 1;
        advanced = true;
      }
      const last = kth();
      if (!advanced) return;
      if (last === undefined) continue;
      if (lists.length === 1) return;
      if (wordOfEach ? this.nothingLeftBeats(wordOfEach, last) : this.weightedBound(lists) < last.rank - margin) return;
    }
  }

  private weightedBound(lists: ReadonlyArray<{ list: RankedWalk; weight: number }>): number {
    return lists.reduce((sum, { list, weight }) => sum + weight * (list.ranked.ranks[list.at] ?? 0), 0);
  }

  /**
   * Whether no product not yet visited can place before `last`, each configuration's rank being one list's (exact).
   * A product further down every list has, in each, the rank at the list's head or a lower one. If it is lower in some
   * list, it is at most that list's next lower rank there (or 0 when it is not in the list), and the sum bounds it. If
   * it ties every head, its rank is the heads' sum and its title comes after every head's (lists order ties by title).
   */
  private nothingLeftBeats(wordOfEach: readonly RankedWalk[], last: { slot: number; rank: number }): boolean {
    const headRank = (list: RankedWalk) => list.ranked.ranks[list.at] ?? 0;
    const sum = (rankOf: (list: RankedWalk) => number) => wordOfEach.reduce((total, list) => Math.fround(total + rankOf(list)), 0);
    const heads = sum(headRank);
    if (heads < last.rank) return true;
    if (heads > last.rank) return false;
    const open = wordOfEach.filter((list) => list.at < list.ranked.slots.length);
    for (const lowered of open) {
      const below = nextLowerRank(lowered.ranked.ranks, lowered.at);
      if (sum((list) => (list === lowered ? below : headRank(list))) >= last.rank) return false;
    }
    const titlePlace = this.byTitle.placeOf();
    const lastPlace = titlePlace[last.slot] ?? 0;
    return open.some((list) => (titlePlace[list.ranked.slots[list.at] ?? 0] ?? 0) > lastPlace);
  }

  /** The slots whose lower(title) is `term` (the title order, searched by halves). */
  private slotsTitled(term: string): number[] {
    const order = this.titleOrder();
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[order[middle] ?? 0]?.titleKey ?? '') < term) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; i < order.length && this.entries[order[i] ?? 0]?.titleKey === term; i += 1) found.push(order[i] ?? 0);
    return found;
  }

  private rankedPosting(lexeme: string): { slots: Int32Array; ranks: Float32Array } {
    const kept = this.rankedPostings.get(lexeme);
    if (kept) return kept;
    const made = this.rankedByWord(lexeme);
    this.rankedPostings.set(lexeme, made);
    return made;
  }

  /**
   * The lexeme's products by their one-word rank, best first, ties by title and id. Each is sorted by one number (the
   * rank's bits, then its place in the title order), so the sort compares numbers, never titles: a lexeme most of the
   * catalog has ("floral", 25,000 products) is ranked in a few milliseconds.
   */
  private rankedByWord(lexeme: string): { slots: Int32Array; ranks: Float32Array } {
    const posted = this.postings.get(lexeme)?.view() ?? new Int32Array(0);
    const titlePlace = this.byTitle.placeOf();
    const rankBits = new Uint32Array(new Float32Array(1).buffer);
    const asFloat = new Float32Array(rankBits.buffer);
    const keys = new Float64Array(posted.length);
    const seen = new Uint8Array(this.entries.length);
    let count = 0;
    const document: SearchDocument = { store: this.documents, at: 0, slot: 0 };
    for (const slot of posted) {
      if (seen[slot]) continue;
      seen[slot] = 1;
      document.at = this.documents.at(slot);
      document.slot = slot;
      const rank = this.entries[slot] ? wordRank(document, lexeme) : 0;
      if (!(rank > 0)) continue;
      // A positive float's bits order as the float does; best first is the bits' complement, first. 2^32 × 2^20: exact in a double.
      asFloat[0] = rank;
      keys[count] = (0xffffffff - (rankBits[0] ?? 0)) * TITLE_PLACES + (titlePlace[slot] ?? 0);
      count += 1;
    }
    const order = this.titleOrder();
    if (order.length > TITLE_PLACES) throw new Error('catalog index: ranked postings hold places for at most 2^20 products');
    const sorted = keys.subarray(0, count).sort();
    const slots = new Int32Array(count);
    const ranks = new Float32Array(count);
    for (let i = 0; i < count; i += 1) {
      const key = sorted[i] ?? 0;
      const place = key % TITLE_PLACES;
      rankBits[0] = 0xffffffff - Math.floor(key / TITLE_PLACES);
      slots[i] = order[place] ?? 0;
      ranks[i] = asFloat[0] ?? 0;
    }
    return { slots, ranks };
  }

  private forgetRankedPostings(): void {
    this.rankedPostings.clear();
    this.entryHints.clear();
    this.positionedPostings.clear();
  }

  /** The word's positioned posting, kept or made from its posting list. */
  private positionedPostingOf(word: QueryWord): PositionedPosting {
    const kept = this.positionedPostings.get(word.lexeme);
    if (kept) return kept;
    const made = positionedPosting(
      this.documents,
      word.number ?? this.documents.lexicon.find(word.lexeme),
      this.postings.get(word.lexeme)?.view() ?? [],
    );
    this.positionedPostings.set(word.lexeme, made);
    return made;
  }

  /** The query with each word resolved for this search (`resolvedWord`). */
  private resolved(query: TsQuery, withEntries: boolean): TsQuery {
    switch (query.kind) {
      case 'word':
        return { kind: 'word', ...this.resolvedWord(query, withEntries) };
      case 'not':
        return { kind: 'not', operand: this.resolved(query.operand, withEntries) };
      case 'and':
      case 'or':
        return { kind: query.kind, left: this.resolved(query.left, withEntries), right: this.resolved(query.right, withEntries) };
      case 'phrase':
        return {
          kind: 'phrase',
          distance: query.distance,
          left: this.resolved(query.left, withEntries),
          right: this.resolved(query.right, withEntries),
        };
    }
  }

  /** The word with its lexeme's number and, `withEntries` and when kept or worth keeping, its entry in each document. */
  private resolvedWord(word: QueryWord, withEntries: boolean): QueryWord {
    if (word.prefix) return { lexeme: word.lexeme, prefix: true, number: -1, entryBySlot: undefined };
    const number = this.documents.lexicon.find(word.lexeme);
    return { lexeme: word.lexeme, prefix: false, number, entryBySlot: withEntries ? this.entryHintsOf(word.lexeme, number) : undefined };
  }

  /**
   * The lexeme's entry in each slot's document, plus 1 (0 where the document lacks it), for a lexeme at least
   * ENTRY_HINTS_FROM products have: read from the documents of its postings once, then kept until a product gaining the
   * lexeme comes in. A document that changed otherwise is caught where it is read: the entry's number is checked.
   */
  private entryHintsOf(lexeme: string, number: number): Uint8Array | undefined {
    const kept = this.entryHints.get(lexeme);
    if (kept) return kept;
    const posted = this.postings.get(lexeme)?.view();
    if (number < 0 || !posted || posted.length < ENTRY_HINTS_FROM) return undefined;
    const hints = new Uint8Array(this.entries.length);
    const packed = this.documents.packed;
    for (let i = 0; i < posted.length; i += 1) {
      const slot = posted[i] as number;
      const at = this.documents.at(slot);
      const entry = at < 0 ? -1 : entryOfNumber(packed, at, number);
      if (entry >= 0) hints[slot] = entry < ENTRY_LOOKED_UP - 1 ? entry + 1 : ENTRY_LOOKED_UP;
    }
    this.entryHints.set(lexeme, hints);
    return hints;
  }

  /** Where full text and near misses look a product up: its lexemes, and the trigrams of its title and house. */
  private addPostings(entry: Entry, slot: number): void {
    const add = (postings: Map<string, SlotList>, key: string) => {
      let slots = postings.get(key);
      if (!slots) postings.set(key, (slots = new SlotList()));
      slots.push(slot);
    };
    const document = this.documents.document(slot);
    const count = this.documents.lexemeCount(slot);
    for (let n = 0; n < count; n += 1) {
      const lexeme = lexemeAt(document, n);
      add(this.postings, lexeme);
      this.rankedPostings.delete(lexeme);
      this.entryHints.delete(lexeme);
      this.positionedPostings.delete(lexeme);
    }
    const trigrams = new Set([...trigramsOf(entry.titleKey, this.unicodeWords), ...trigramsOf(entry.brandKey, this.unicodeWords)]);
    for (const trigram of trigrams) add(this.trigramPostings, this.intern(trigram));
    this.postingCount += count;
  }

  private rebuildPostings(): void {
    this.postings.clear();
    this.trigramPostings.clear();
    this.forgetRankedPostings();
    this.postingCount = 0;
    this.stalePostings = 0;
    for (const slot of this.slotOf.values()) {
      const entry = this.entries[slot];
      if (entry) this.addPostings(entry, slot);
    }
    this.trimPostings();
  }

  /** Every posting list at its length (after a load or a rebuild, when they are complete). */
  private trimPostings(): void {
    for (const slots of this.postings.values()) slots.trim();
    for (const slots of this.trigramPostings.values()) slots.trim();
  }

  /**
   * Near misses as search-products.ts's SQL finds them: in the shop, `lower(title) %> term OR lower(brand) %> term`,
   * most similar first, then by title and id; `excluded` left out. Candidates share enough of the keyword's trigrams
   * (a similarity of 0.6 needs 0.6 of them), and only those are measured.
   */
  nearMisses(term: string, excluded: ReadonlySet<string>, limit: number): string[] {
    const keyword = new Set(trigramsOf(term, this.unicodeWords));
    if (keyword.size === 0 || limit <= 0) return [];
    // A product shares at least `needed` of the keyword's trigrams (the float product rounded up, as `>=` reads it),
    // counted over the posting lists in one reused array; a slot is a candidate the moment its count reaches it.
    const needed = Math.ceil(WORD_SIMILARITY_THRESHOLD * keyword.size);
    if (this.sharedTrigrams.length < this.entries.length) this.sharedTrigrams = new Uint16Array(Math.ceil(this.entries.length * 1.25));
    const shared = this.sharedTrigrams;
    const candidates: number[] = [];
    for (const trigram of keyword) {
      const slots = this.trigramPostings.get(trigram)?.view();
      if (!slots) continue;
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i] as number;
        const count = (shared[slot] as number) + 1;
        shared[slot] = count;
        if (count === needed) candidates.push(slot);
      }
    }
    // The keyword's trigrams a candidate has (title and house together) bound its similarity to either: count / size
    // (an extent holding `count` of them is at least that long). Candidates are measured from the greatest count down,
    // and once the kept ones all beat the next count's bound, no candidate left can place (decision 122).
    const byCount: number[][] = Array.from({ length: keyword.size + 1 }, () => []);
    for (const slot of candidates) byCount[shared[slot] as number]?.push(slot);
    shared.fill(0);
    const best: Array<{ slot: number; similarity: number }> = [];
    const titlePlace = this.byTitle.placeOf();
    const ranksBefore = (a: { slot: number; similarity: number }, b: { slot: number; similarity: number }) =>
      a.similarity !== b.similarity ? a.similarity > b.similarity : (titlePlace[a.slot] ?? 0) < (titlePlace[b.slot] ?? 0);
    const measure = new KeywordSimilarity(keyword, this.unicodeWords);
    // Houses repeat across thousands of products: each is measured once per search.
    const houseSimilarity = new Map<string, number>();
    const probe = { slot: 0, similarity: 0 };
    for (let count = keyword.size; count >= needed; count -= 1) {
      const bound = Math.fround(count / keyword.size);
      const last = best.length === limit ? best[limit - 1] : undefined;
      if (last !== undefined && last.similarity > bound) break;
      for (const slot of byCount[count] ?? []) {
        const entry = this.entries[slot];
        if (!entry || excluded.has(entry.id)) continue;
        let house = houseSimilarity.get(entry.brandKey);
        if (house === undefined) houseSimilarity.set(entry.brandKey, (house = measure.to(entry.brandKey)));
        // The title cannot beat the bound: a house at it is the product's similarity.
        const similarity = house >= bound ? house : Math.max(measure.to(entry.titleKey), house);
        if (similarity < WORD_SIMILARITY_THRESHOLD) continue;
        probe.slot = slot;
        probe.similarity = similarity;
        const kept = best.length === limit ? best[limit - 1] : undefined;
        if (kept === undefined || ranksBefore(probe, kept)) keepBest(best, { slot, similarity }, limit, ranksBefore);
      }
    }
    return best.map((each) => this.entries[each.slot]?.id ?? '');
  }

  /** How many published reviews the product has, when the shop shows it (undefined: not in the shop). */
  publishedReviewCount(productId: string): number | undefined {
    const slot = this.slotOf.get(productId);
    return slot === undefined ? undefined : this.entries[slot]?.reviewCount;
  }

  /**
   * The answer of GET /api/shop/products/similar/:id, as listSimilarScents ranks them and similarScentsResponseSchema
   * serialises them, made from the products' kept shopper JSON as bytes (decision 155), with its ETag from their
   * digests; with the ids it shows (its cache tags).
   */
  async similarScentsBody(productId: string, now = new Date()): Promise<{ body: Buffer; etag: string; shownIds: string[] }> {
    this.followSales(now);
    const source = this.entryOf(productId);
    if (!source) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const notes = new Set(source.values.notes);
    const accords = new Set(source.accords);
    const { pieces, shownIds } = await this.piecesOfShop(this.similarRanking(source), now);
    // similarScentSchema's keys in its order; the shared lists are plain strings, serialised as the schema would.
    const data = shownIds.map((id, at) => {
      const entry = this.entryOf(id);
      const sharedNotes = (entry?.values.notes ?? []).filter((note) => notes.has(note)).sort(byCodePoint);
      const sharedAccords = (entry?.accords ?? []).filter((accord) => accords.has(accord)).sort(byCodePoint);
      const after = `,"sharedNotes":${JSON.stringify(sharedNotes)},"sharedAccords":${JSON.stringify(sharedAccords)}}`;
      return wrappedPiece(SIMILAR_SCENT_START, pieces[at] ?? EMPTY_PIECE, after);
    });
    return { ...answerOfPieces(SIMILAR_SCENTS_FRAME, data), shownIds };
  }

  /**
   * The ids of a product's similar scents, best first: ranked the first time they are asked for, then kept until the
   * next load (decision 132). Each product changed since in what ranks them (the `similar` class of `apply`'s tags:
   * notes, accords, family, kind, stock, rating or title, a product in or out) is checked against the kept ranking
   * when it is next asked for, and only one such change that moves it has it ranked again (decision 168).
   */
  private similarRanking(source: Entry): readonly string[] {
    const kept = this.similarRankings.get(source.id);
    if (kept && this.stillRanked(source, kept)) return kept.ids;
    const ranked = this.rankSimilarScents(source);
    if (!kept && this.similarRankings.size >= SIMILAR_RANKINGS_KEPT) this.similarRankings.clear();
    this.similarRankings.set(source.id, { ids: ranked, seenChanges: this.similarChanges.count });
    return ranked;
  }

  /**
   * Whether the product's similar scents as last ranked (and answered: every answer is made from the kept ranking) may
   * have moved through the changes applied since: a cached answer or page showing them is kept only when not
   * (decision 169). Without a kept ranking it cannot tell, and answers true.
   */
  similarMoved(productId: string): boolean {
    const kept = this.similarRankings.get(productId);
    const source = this.entryOf(productId);
    return !kept || !source || !this.stillRanked(source, kept);
  }

  /** Whether no product changed since `kept` was last checked moves it; it is then marked as checked up to now. */
  private stillRanked(source: Entry, kept: { ids: readonly string[]; seenChanges: number }): boolean {
    const changes = this.similarChanges.count;
    if (!this.similarChanges.everySince(kept.seenChanges, this.cannotMoveSimilar(source, kept.ids))) return false;
    kept.seenChanges = changes;
    return true;
  }

  /**
   * Whether a change of the product with this id leaves `ranked` (the source's similar scents) as ranking them now
   * would: it is neither the source nor one shown, and as it is now it does not place among them. The ranking holds
   * the best SIMILAR_SCENTS_LIMIT candidates scoring 1 or more (rankSimilarScents' lowest placing score only skips
   * candidates that cannot reach them), and a product that did not change keeps its score, rating and place by title.
   */
  private cannotMoveSimilar(source: Entry, ranked: readonly string[]): (changedId: string) => boolean {
    let last: { slot: number; score: number } | undefined;
    return (changedId) => {
      if (changedId === source.id || ranked.includes(changedId)) return false;
      const slot = this.slotOf.get(changedId);
      const score = slot === undefined ? 0 : this.similarScoreOf(source, slot);
      if (slot === undefined || score === 0) return true;
      if (ranked.length < SIMILAR_SCENTS_LIMIT) return false;
      if (!last) {
        const lastSlot = this.slotOf.get(ranked[ranked.length - 1] ?? '');
        if (lastSlot === undefined) return false;
        last = { slot: lastSlot, score: this.similarScoreOf(source, lastSlot) };
      }
      return !this.ranksBefore({ slot, score }, last, this.byTitle.placeOf());
    };
  }

  /** The score rankSimilarScents gives the product in `slot` as a similar scent of `source`, from the same sets (0: not a candidate). */
  private similarScoreOf(source: Entry, slot: number): number {
    const kind = this.valueBits.get(bitsKey('car', String(source.isCarProduct)));
    if (slot === this.slotOf.get(source.id) || !hasBit(this.inStockBits, slot) || !kind || !hasBit(kind, slot)) return 0;
    let score = 0;
    for (const note of new Set(source.values.notes)) {
      const bits = this.valueBits.get(bitsKey('notes', note));
      if (bits && hasBit(bits, slot)) score += 2;
    }
    for (const accord of new Set(source.accords)) {
      const bits = this.accordBits.get(accord);
      if (bits && hasBit(bits, slot)) score += 1;
    }
    const family = this.valueBits.get(bitsKey('fragranceType', source.fragranceType));
    if (score > 0 && family && hasBit(family, slot)) score += 1;
    return score;
  }

  private rankSimilarScents(source: Entry): readonly string[] {
    const slot = this.slotOf.get(source.id) ?? 0;
    const notes = new Set(source.values.notes);
    const accords = new Set(source.accords);
    // Candidates are in stock and of the same kind (car or not); those sharing a note (2 points each) or an accord (1)
    // score, and the same family adds 1 to a candidate that scores. The lowest score that can still place is found
    // by counting, and only candidates at or above it are ranked (ties go by rating and title): at 50,000 products
    // most of the catalog shares something, and ranking all of it was most of a product page's miss. The scores are
    // bit planes over the sets' words (decision 125), not a number per product.
    const candidates = both(this.inStockBits, this.valueBits.get(bitsKey('car', String(source.isCarProduct))) ?? emptyBits(this.words));
    clearBit(candidates, slot);
    const scores = this.similarScores;
    scores.reset(this.words, 2 * notes.size + accords.size + 1);
    const add = (bits: Bits | undefined, weight: number, options?: { onlyScored: boolean }) => {
      if (bits) scores.add(bits, candidates, weight, options);
    };
    for (const note of notes) add(this.valueBits.get(bitsKey('notes', note)), 1);
    for (const accord of accords) add(this.accordBits.get(accord), 0);
    add(this.valueBits.get(bitsKey('fragranceType', source.fragranceType)), 0, { onlyScored: true });
    const placing = scores.highestReachedBy(SIMILAR_SCENTS_LIMIT, 2);
    const best: Array<{ slot: number; score: number }> = [];
    const placed = scores.slotsAtLeast(placing);
    const titlePlace = this.byTitle.placeOf();
    const ranksBefore = (x: { slot: number; score: number }, y: { slot: number; score: number }) => this.ranksBefore(x, y, titlePlace);
    const probe = { slot: 0, score: 0 };
    for (let at = 0; at < placed.length; at += 1) {
      const candidate = placed[at] ?? 0;
      probe.slot = candidate;
      probe.score = scores.scoreOf(candidate);
      const last = best.length === SIMILAR_SCENTS_LIMIT ? best[SIMILAR_SCENTS_LIMIT - 1] : undefined;
      if (last === undefined || ranksBefore(probe, last))
        keepBest(best, { slot: candidate, score: probe.score }, SIMILAR_SCENTS_LIMIT, ranksBefore);
    }
    return Object.freeze(best.map((found) => this.entries[found.slot]?.id ?? ''));
  }

  /** Score, then rating, then title and id (listSimilarScents' order); `titlePlace`: each slot's place by title. */
  private ranksBefore(a: { slot: number; score: number }, b: { slot: number; score: number }, titlePlace: Int32Array): boolean {
    if (a.score !== b.score) return a.score > b.score;
    const left = this.reviewOfSlot[a.slot] ?? 0;
    const right = this.reviewOfSlot[b.slot] ?? 0;
    if (left !== right) return left > right;
    return (titlePlace[a.slot] ?? 0) < (titlePlace[b.slot] ?? 0);
  }

  private entryOf(id: string): Entry | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.entries[slot];
  }

  /** The products with these ids as shoppers see them at `now`, in this order (read by primary key, see `rowsOf`). */
  private async presented(ids: readonly string[], now: Date): Promise<Product[]> {
    if (ids.length === 0) return [];
    const byId = await this.rowsOf(ids);
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentProduct(row, { now })] : [];
    });
  }

  /**
   * The rows of these products in the shop, read with every other caller of this turn of the event loop in one query
   * once the turn is done: the misses a sync barrier releases together (CatalogChanges.sync) each read the products
   * they show for the first time, and one round trip replaces theirs. The answer may hold other callers' rows too.
   */
  private rowsOf(ids: readonly string[]): Promise<ReadonlyMap<string, PresentedRow>> {
    let read = this.nextRowRead;
    if (!read) {
      const batch = new Set<string>();
      const rows = new Promise<ReadonlyMap<string, PresentedRow>>((resolve, reject) => {
        setImmediate(() => {
          if (this.nextRowRead?.ids === batch) this.nextRowRead = undefined;
          this.readRows([...batch]).then(resolve, reject);
        });
      });
      read = this.nextRowRead = { ids: batch, rows };
    }
    for (const id of ids) read.ids.add(id);
    return read.rows;
  }

  private async readRows(ids: string[]): Promise<ReadonlyMap<string, PresentedRow>> {
    // Built once: drizzle makes a query's SQL anew on every call, ~9% of a listing miss's CPU at 50,000 products.
    this.presentedRows ??= this.db
      .select(productColumns)
      .from(products)
      .where(and(idIsOneOf, isNull(products.archivedAt)))
      .prepare('catalog_index_presented');
    const rows = await this.presentedRows.execute({ ids });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * At a sale's start or end, prices change without a write: the price bands of the products whose sale started or
   * ended are made again, and their kept JSON goes. Only theirs: a Diwali sale's 200 sizes starting used to throw away
   * every product's JSON, and the misses after it read tens of thousands of rows again (decision 121).
   */
  private followSales(now: Date): void {
    const nowMs = now.getTime();
    if (nowMs < this.nextSaleEdge) return;
    this.changeSeq += 1;
    this.nextSaleEdge = Number.POSITIVE_INFINITY;
    for (const [slot, entry] of this.entries.entries()) {
      if (!entry) continue;
      if (entry.nextSaleEdge <= nowMs) {
        this.shownJson.forget(entry.id);
        const bands = priceBandsOf(entry.sizes, now);
        if (!sameList(bands, entry.values.price)) {
          for (const band of entry.values.price) this.clearValue('price', band, slot);
          entry.values.price = this.internList(bands);
          for (const band of bands) setBit(this.bitsFor('price', band), slot);
        }
        entry.nextSaleEdge = nextSaleEdgeOf(entry.sizes, nowMs);
        if (entry.nextSaleEdge === Number.POSITIVE_INFINITY) entry.sizes = NO_SIZES_KEPT;
      }
      this.nextSaleEdge = Math.min(this.nextSaleEdge, entry.nextSaleEdge);
    }
    this.facetCache.clear();
  }

  private put(row: IndexedRow, now: Date): void {
    this.valueSetsVersion += 1;
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.entries.length;
      this.entries.push(undefined);
    }
    if (slot >= this.words * 32) this.grow(Math.ceil(((slot + 1) * 1.5) / 32));
    const notes = distinct([...row.topNotes, ...row.heartNotes, ...row.baseNotes]).map(this.intern);
    const sizes = shownSizes(row).map(({ sizeMl, pricePaise, salePricePaise, saleStartsAt, saleEndsAt }) => ({
      sizeMl,
      pricePaise,
      salePricePaise,
      saleStartsAt: saleStartsAt ?? null,
      saleEndsAt: saleEndsAt ?? null,
    }));
    const nextSaleEdge = nextSaleEdgeOf(sizes, now.getTime());
    const entry: Entry = {
      id: row.id,
      values: {
        gender: this.internList([row.gender]),
        category: this.internList([row.category]),
        car: this.internList([String(row.isCarProduct)]),
        fragranceType: this.internList([row.fragranceType]),
        notes: this.internList(notes),
        concentration: this.internList(row.concentration ? [row.concentration] : []),
        size: this.internList(distinct(sizes.map((size) => String(size.sizeMl)))),
        price: this.internList(priceBandsOf(sizes, now)),
      },
      accords: this.internList(distinct(row.accords)),
      sizes:
        nextSaleEdge === Number.POSITIVE_INFINITY
          ? NO_SIZES_KEPT
          : sizes.map(({ pricePaise, salePricePaise, saleStartsAt, saleEndsAt }) => ({
              pricePaise,
              salePricePaise,
              saleStartsAt,
              saleEndsAt,
            })),
      titleKey: this.lower(row.title),
      effectivePrice: row.salePricePaise > 0 ? row.salePricePaise : row.pricePaise,
      inStock: row.totalStock > 0,
      averageReview: row.averageReview,
      reviewCount: row.reviewCount,
      fragranceType: this.intern(row.fragranceType),
      isCarProduct: row.isCarProduct,
      isFeatured: row.isFeatured,
      searchDigest: searchDigestOf(row),
      brandKey: this.intern(this.lower(row.brand)),
      nextSaleEdge,
    };
    this.entries[slot] = entry;
    this.reviewOfSlot[slot] = entry.averageReview;
    this.slotOf.set(row.id, slot);
    this.byPrice.insert(slot);
    this.byTitle.insert(slot);
    // A product put back in the slot it just left with the same text (a price or stock change) is in the postings already.
    const unchangedText = this.lastRemoved?.slot === slot && this.lastRemoved.searchDigest === entry.searchDigest;
    this.lastRemoved = undefined;
    if (!unchangedText || this.documents.at(slot) < 0) {
      // The slot's document replaced: the positions its lexemes' positioned postings copied from it are gone.
      if (this.positionedPostings.size > 0 && this.documents.at(slot) >= 0) {
        const before = this.documents.document(slot);
        for (let n = 0; n < this.documents.lexemeCount(slot); n += 1) this.positionedPostings.delete(lexemeAt(before, n));
      }
      this.documents.set(slot, row.searchDocument ?? '');
    }
    if (unchangedText) this.stalePostings -= this.documents.lexemeCount(slot);
    else {
      this.addPostings(entry, slot);
      if (this.stalePostings > 10_000 && this.stalePostings * 2 > this.postingCount) this.rebuildPostings();
    }
    setBit(this.live, slot);
    if (row.isFeatured) setBit(this.featured, slot);
    if (entry.inStock) setBit(this.inStockBits, slot);
    for (const group of listingGroups) for (const value of entry.values[group]) setBit(this.bitsFor(group, value), slot);
    for (const accord of entry.accords) {
      let bits = this.accordBits.get(accord);
      if (!bits) this.accordBits.set(accord, (bits = emptyBits(this.words)));
      setBit(bits, slot);
    }
    this.nextSaleEdge = Math.min(this.nextSaleEdge, entry.nextSaleEdge);
  }

  /** One copy of each repeated string (notes, families, sizes), however many products carry it. */
  private readonly strings = new Map<string, string>();
  private readonly intern = (text: string): string => {
    const kept = this.strings.get(text);
    if (kept !== undefined) return kept;
    this.strings.set(text, text);
    return text;
  };

  /**
   * One shared, frozen copy of each list of values (a gender, a family, the same notes or sizes), however many products
   * have it: most products share their single-valued groups, and an array each was ~10 MB at 50,000 products.
   */
  private readonly lists = new Map<string, readonly string[]>();
  private internList(values: readonly string[]): readonly string[] {
    const key = values.join('\u0000');
    let kept = this.lists.get(key);
    if (!kept) this.lists.set(key, (kept = Object.freeze(values.map(this.intern))));
    return kept;
  }

  private remove(id: string): void {
    this.valueSetsVersion += 1;
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const entry = this.entries[slot];
    // Out of the orders while its entry still says where it stands in them.
    this.byPrice.remove(slot);
    this.byTitle.remove(slot);
    this.slotOf.delete(id);
    this.entries[slot] = undefined;
    this.freeSlots.push(slot);
    if (entry) {
      this.lastRemoved = { slot, searchDigest: entry.searchDigest };
      this.stalePostings += this.documents.lexemeCount(slot);
    }
    clearBit(this.live, slot);
    clearBit(this.featured, slot);
    clearBit(this.inStockBits, slot);
    if (entry) {
      for (const group of listingGroups) for (const value of entry.values[group]) this.clearValue(group, value, slot);
      for (const accord of entry.accords) {
        const bits = this.accordBits.get(accord);
        if (bits) clearBit(bits, slot);
      }
    }
  }

  /** The set of products having `value` in `group`, made empty the first time it is needed. */
  private bitsFor(group: ListingGroup, value: string): Bits {
    const key = bitsKey(group, value);
    let bits = this.valueBits.get(key);
    if (!bits) this.valueBits.set(key, (bits = emptyBits(this.words)));
    return bits;
  }

  /** Takes a product out of a value's set; a set left empty goes (so facets never count a value nothing has). */
  private clearValue(group: ListingGroup, value: string, slot: number): void {
    const key = bitsKey(group, value);
    const bits = this.valueBits.get(key);
    if (!bits) return;
    clearBit(bits, slot);
    if (knownValues[group] === undefined && hasNoBits(bits)) this.valueBits.delete(key);
  }

  private grow(words: number): void {
    this.valueSetsVersion += 1;
    this.words = words;
    this.live = resized(this.live, words);
    this.featured = resized(this.featured, words);
    this.inStockBits = resized(this.inStockBits, words);
    const reviews = new Float64Array(words * 32);
    reviews.set(this.reviewOfSlot.subarray(0, Math.min(this.reviewOfSlot.length, reviews.length)));
    this.reviewOfSlot = reviews;
    for (const [key, bits] of this.valueBits) this.valueBits.set(key, resized(bits, words));
    for (const [key, bits] of this.accordBits) this.accordBits.set(key, resized(bits, words));
    this.facetCache.clear();
  }

  /** Facet counts, matches and total for the query's filters (the same for every sort and page: kept a while). */
  private facetsFor(query: ListProductsQuery): FacetAnswer {
    const key = JSON.stringify([query.featured === 'true', ...listingGroups.map((group) => [...query[group]].sort())]);
    const kept = this.facetCache.get(key);
    if (kept) return kept;
    // Slots past the last one ever used hold no product: every loop stops at the last word holding one.
    const used = Math.min(this.words, Math.ceil(this.entries.length / 32));
    const scope = query.featured === 'true' ? both(this.live, this.featured, used) : this.live;
    const chosen = new Map<ListingGroup, Bits>();
    for (const group of listingGroups) {
      const values = query[group];
      if (values.length === 0) continue;
      chosen.set(
        group,
        anyOf(
          values
            .map((value) => this.valueBits.get(bitsKey(group, group === 'car' ? 'true' : value)))
            .filter((bits): bits is Bits => bits !== undefined),
          this.words,
          used,
        ),
      );
    }
    const allBut = (except: ListingGroup | undefined): Bits => {
      let bits = scope;
      for (const [group, set] of chosen) if (group !== except) bits = both(bits, set, used);
      return bits;
    };
    const matches = allBut(undefined);
    const total = countBits(matches, used);
    const sets = this.valueSets();
    this.setCounter.hold(sets.all, used, this.valueSetsVersion);
    const countsOverMatches = this.setCounter.count(matches, 0, sets.all.length);
    const facets: Facets = {};
    for (const group of listingGroups) {
      const { first, values } = sets.groups.get(group) ?? { first: 0, values: [] };
      // A chosen group is counted over what every other filter leaves (choosing more of its values widens the answer).
      const groupCounts = chosen.has(group)
        ? this.setCounter.count(allBut(group), first, values.length)
        : countsOverMatches.subarray(first, first + values.length);
      const known = knownValues[group];
      const counts: Record<string, number> = Object.fromEntries((known ?? []).map((value) => [value, 0]));
      values.forEach((value, i) => {
        if (known && !known.includes(value)) return;
        const count = groupCounts[i] ?? 0;
        if (count > 0 || known) counts[value] = count;
      });
      facets[group] = counts;
    }
    const answer = { facets, matches, total, pricePages: new MatchedPages(matches, total), titlePages: new MatchedPages(matches, total) };
    this.facetCache.set(key, answer);
    if (this.facetCache.size > FACET_CACHE_ENTRIES) {
      const oldest = this.facetCache.keys().next().value;
      if (oldest !== undefined) this.facetCache.delete(oldest);
    }
    return answer;
  }

  /** Every value set, group by group, each group's in the order the index made them (the order facets list them in). */
  private valueSets(): ValueSetList {
    if (this.valueSetList?.version === this.valueSetsVersion) return this.valueSetList;
    const byGroup = new Map<ListingGroup, Array<[string, Bits]>>();
    for (const [name, bits] of this.valueBits) {
      const cut = name.indexOf('\u0000');
      const group = name.slice(0, cut) as ListingGroup;
      let sets = byGroup.get(group);
      if (!sets) byGroup.set(group, (sets = []));
      sets.push([name.slice(cut + 1), bits]);
    }
    const list: ValueSetList = { version: this.valueSetsVersion, all: [], groups: new Map() };
    for (const [group, sets] of byGroup) {
      list.groups.set(group, { first: list.all.length, values: sets.map(([value]) => value) });
      for (const [, bits] of sets) list.all.push(bits);
    }
    this.valueSetList = list;
    return list;
  }

  /** The ids of the query's page: its filters' matches in its sort order. */
  private pageIds(query: ListProductsQuery, answer: FacetAnswer): string[] {
    const byPrice = query.sortBy === 'price-lowtohigh' || query.sortBy === 'price-hightolow';
    const descending = query.sortBy === 'price-hightolow' || query.sortBy === 'title-ztoa';
    const sorted = byPrice ? this.byPrice : this.byTitle;
    const pages = byPrice ? answer.pricePages : answer.titlePages;
    const slots = pages.page(sorted, descending, (query.page - 1) * query.limit, query.limit);
    return slots.map((slot) => this.entries[slot]?.id ?? '');
  }

  private titleOrder(): Int32Array {
    return this.byTitle.slots();
  }
}

/** A page past the last is refused as listShopProducts refuses it. */
function refuseBeyondLastPage(page: number, totalPages: number): void {
  if (page > 1 && page > totalPages) {
    throw badRequest(`Page ${page} is beyond the last page (${totalPages})`, {
      page: [`page must be at most ${Math.max(totalPages, 1)}`],
    }).because({ code: 'PAGE_BEYOND_LAST', lastPage: Math.max(totalPages, 1) });
  }
}

/** Whether two parsed queries are the same query. */
function sameQuery(a: TsQuery, b: TsQuery): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'word':
      return b.kind === 'word' && a.lexeme === b.lexeme && a.prefix === b.prefix;
    case 'not':
      return b.kind === 'not' && sameQuery(a.operand, b.operand);
    case 'phrase':
      return b.kind === 'phrase' && a.distance === b.distance && sameQuery(a.left, b.left) && sameQuery(a.right, b.right);
    default:
      return (b.kind === 'and' || b.kind === 'or') && sameQuery(a.left, b.left) && sameQuery(a.right, b.right);
  }
}

const bitsKey = (group: ListingGroup, value: string) => `${group}\u0000${value}`;
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareId = (a: Entry, b: Entry) => byCodePoint(a.id, b.id);
const compareTitle = (a: Entry, b: Entry) => byCodePoint(a.titleKey, b.titleKey) || compareId(a, b);
const comparePrice = (a: Entry, b: Entry) => a.effectivePrice - b.effectivePrice || compareId(a, b);

function priceBandsOf(sizes: readonly SizePrice[], now: Date): string[] {
  return distinct(sizes.map((size) => bandOf(unitPriceAt(size, now))).filter((band): band is PriceBand => band !== undefined));
}

/** A word's ranked products and how far a search has walked them. */
interface RankedWalk {
  ranked: { slots: Int32Array; ranks: Float32Array };
  at: number;
}

/** The first rank below `ranks[from]` further down `ranks` (best first), or 0 when the rest tie it. */
function nextLowerRank(ranks: Float32Array, from: number): number {
  const head = ranks[from] ?? 0;
  let low = from;
  let high = ranks.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ranks[middle] ?? 0) < head) high = middle;
    else low = middle + 1;
  }
  return ranks[low] ?? 0;
}

/** Puts `ranked` in its place in `best` (best first, at most `limit`), unless the list is full and it ranks after all. */
function keepBest<T>(best: T[], ranked: T, limit: number, ranksBefore: (a: T, b: T) => boolean): void {
  const last = best[best.length - 1];
  if (best.length >= limit && last !== undefined && !ranksBefore(ranked, last)) return;
  // Its place, from the end (the order is strict, so this is the first it ranks before), then the rest moved down one.
  let at = best.length;
  while (at > 0 && ranksBefore(ranked, best[at - 1] as T)) at -= 1;
  if (best.length < limit) best.push(ranked);
  for (let i = best.length - 1; i > at; i -= 1) best[i] = best[i - 1] as T;
  best[at] = ranked;
}

/** The slots of `order` (read backwards when descending) that are in `matches`, from `offset`, at most `limit`. */
/** Which classes of cached answers a change of one product makes stale, beyond those showing it. */
function changedClasses(before: Entry, after: Entry): string[] {
  const tags: string[] = [];
  const listingKeysChanged =
    listingGroups.some((group) => !sameList(before.values[group], after.values[group])) ||
    before.titleKey !== after.titleKey ||
    before.effectivePrice !== after.effectivePrice ||
    before.isFeatured !== after.isFeatured;
  if (listingKeysChanged) tags.push(CATALOG_TAGS.listing);
  const similarKeysChanged =
    !sameList(before.values.notes, after.values.notes) ||
    !sameList(before.accords, after.accords) ||
    before.fragranceType !== after.fragranceType ||
    before.isCarProduct !== after.isCarProduct ||
    before.inStock !== after.inStock ||
    before.averageReview !== after.averageReview ||
    before.titleKey !== after.titleKey;
  if (similarKeysChanged) tags.push(CATALOG_TAGS.similar);
  const searchKeysChanged = before.searchDigest !== after.searchDigest;
  if (searchKeysChanged) tags.push(CATALOG_TAGS.search);
  return tags;
}
