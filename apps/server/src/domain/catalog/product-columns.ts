import { getTableColumns } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';

const {
  searchDocument: _searchDocument,
  effectivePricePaise: _effectivePricePaise,
  noteWords: _noteWords,
  ...presentable
} = getTableColumns(products);

/** Every column a presented product needs; never the (large) search document. */
export const productColumns = presentable;
