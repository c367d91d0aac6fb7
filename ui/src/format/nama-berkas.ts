/**
 * Free text (the village name) made safe for a file name: letters, digits, dash and underscore,
 * as the server names the same download ('Watu Gede' -> 'Watu_Gede').
 */
export function namaBerkasAman(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'desa'
  );
}
