// @sid/ui/page: what a module page is built from: its header, layout classes and label/value
// lists, the lists' search box. Light on purpose (text, buttons, one input and switch): list pages
// import it on their first screen.
export { PageHeader, type PageHeaderProps } from './page-header';
export { BackButton, PreviewButton, type BackButtonProps } from './nav-buttons';
export { usePageStyles } from './page-styles';
export { ListPage, ListFrame, listEmpty, type ListPageProps, type ListFrameProps, type ListPageSearch } from './list-page';
export { DetailList, type DetailItem } from './detail-list';
export {
  ListSearchBox, SearchInput, BelumLengkapSwitch, useListSearch, LIST_SEARCH_PARAM, BELUM_LENGKAP_PARAM,
  type ListSearch, type ListSearchBoxProps, type SearchInputProps,
} from './list-search-box';
