import type { Shop } from '../../../server/shop';
import type { ViewValuesData } from '../admin-catalog/model';
import { viewValuesData } from '../admin-catalog/model';
import type { CmsPageEditData } from '../cms/model';
import type { StoreViewCode } from '../store-views/model';
import { CMS_PAGE_VIEW_COLUMNS, type BlockEditData } from './model';

/** A block's form in a store view's scope: its own content and the view's (ADR 0041). */
export async function blockInView(shop: Shop, block: BlockEditData, view: StoreViewCode): Promise<ViewValuesData> {
  return viewValuesData({ content: 'content' }, block, { content: await shop.blocks.cmsOwnInView(shop.db, block.id, view) });
}

/** A page's form in a store view's scope: its own values and the view's (ADR 0041). */
export async function cmsPageInView(shop: Shop, page: CmsPageEditData, pageId: number, view: StoreViewCode): Promise<ViewValuesData> {
  return viewValuesData(CMS_PAGE_VIEW_COLUMNS, page, await shop.cmsPages.ownInView(shop.db, pageId, view));
}
