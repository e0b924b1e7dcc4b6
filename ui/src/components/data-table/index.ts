export {
  DATA_TABLE_EMPTY_TEXT,
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
} from './data-table';
export {
  DataTableMassActions,
  DataTableSelectFilter,
  type DataTableMassActionsProps,
  type DataTableOption,
  type DataTableSelectFilterProps,
} from './data-table-controls';
export { DataTablePager, type DataTablePagerProps } from './data-table-pager';
export { DataTableToolbar, type DataTableActiveFilter, type DataTableToolbarProps } from './data-table-toolbar';
export {
  ariaSortOf,
  clampPage,
  DATA_TABLE_RECORDS_FOUND,
  nextSort,
  PAGE_SIZES,
  pageCountOf,
  typedPage,
  type DataTableSort,
  type SortDirection,
} from './sort-and-paging';
