// @sid/ui/page: what a module page is built from: its header, layout classes and label/value
// lists. Light on purpose (text only): list pages import it on their first screen.
export { PageHeader, type PageHeaderProps } from './page-header';
export { BackButton, PreviewButton, type BackButtonProps } from './nav-buttons';
export { usePageStyles } from './page-styles';
export { ListPage, type ListPageProps } from './list-page';
export { DetailList, type DetailItem } from './detail-list';
export { CsvDownloadButton, type CsvDownloadButtonProps } from './csv-download-button';
