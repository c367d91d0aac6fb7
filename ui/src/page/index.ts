// @sid/ui/page: what a module page is built from: its header, layout classes and label/value
// lists. Light on purpose (text only): list pages import it on their first screen.
export { PageHeader, type PageHeaderProps } from './page-header';
export { usePageStyles } from './page-styles';
export { DetailList, type DetailItem } from './detail-list';
export { CsvDownloadButton, type CsvDownloadButtonProps } from './csv-download-button';
