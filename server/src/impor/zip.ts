/**
 * The zip pass of an .xlsx (issue 13, issue 33): every entry inflated once with yauzl, counted, and its
 * XML parts searched for markup declarations, before ExcelJS sees the file (berkas.ts).
 */
import yauzl from 'yauzl';
import { LIMIT } from './berkas.js';
import { BerkasTidakValid } from './masalah.js';

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err || !zip ? reject(err) : resolve(zip)));
  });
}

/**
 * A markup declaration in XML: `<!` and a letter (DOCTYPE, ENTITY, ELEMENT, ATTLIST, NOTATION), in
 * any case (the XML reader under ExcelJS reads `<!doctype` too), in one-byte text or UTF-16 (a NUL
 * beside each character). Comments (`<!--`) and CDATA (`<![CDATA[`) are not declarations. Excel never
 * writes one in a workbook; a declared entity is how a part makes the reader build something other
 * than the text it shows (a DOCTYPE in the shared strings imported a resident named `[object Object]`).
 */
const NUL = String.fromCharCode(0);
const DEKLARASI_XML = new RegExp(`<${NUL}?!${NUL}?[A-Za-z]`);
/** The parts read as XML (images and other binaries are only counted). */
const BAGIAN_XML = /\.(xml|rels|vml)$/i;
const ADA_DEKLARASI =
  'Berkas .xlsx berisi deklarasi DOCTYPE/ENTITY yang tidak dipakai Excel dan tidak diizinkan. Buka di Excel, simpan ulang sebagai .xlsx, lalu coba lagi';

/**
 * Inflates every entry once, counting: more than LIMIT.zipEntries entries or LIMIT.unzipped bytes in
 * all is refused, and yauzl itself fails an entry whose data inflates past its declared size. Any part
 * holding a markup declaration (DEKLARASI_XML) is refused too.
 */
export async function periksaZip(bytes: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    throw new BerkasTidakValid('Berkas .xlsx rusak atau bukan berkas Excel');
  }
  if (zip.entryCount > LIMIT.zipEntries) {
    zip.close();
    throw new BerkasTidakValid('Berkas .xlsx berisi terlalu banyak bagian');
  }
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        if (total > LIMIT.unzipped) return reject(new BerkasTidakValid('Isi berkas .xlsx terlalu besar setelah diekstrak (kemungkinan zip bomb)'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          // The tail of the piece before: a declaration cut in two between pieces is still seen.
          let ekor = '';
          const xml = BAGIAN_XML.test(entry.fileName);
          stream.on('error', reject);
          stream.on('data', (piece: Buffer) => {
            if (!xml) return;
            const teks = ekor + piece.toString('latin1');
            if (DEKLARASI_XML.test(teks)) {
              stream.destroy();
              reject(new BerkasTidakValid(ADA_DEKLARASI));
              return;
            }
            ekor = teks.slice(-16);
          });
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } catch (err) {
    if (err instanceof BerkasTidakValid) throw err;
    throw new BerkasTidakValid('Berkas .xlsx rusak atau bukan berkas Excel');
  } finally {
    zip.close();
  }
}
