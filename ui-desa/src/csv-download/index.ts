// @sid/ui-desa/csv-download: 'Unduh CSV' of a list or a record (and the list's other formats), a
// failure said as the server's ApiError.
export { CsvDownloadButton, type CsvDownloadButtonProps, type FormatUnduhan } from './csv-download-button';
