// What other features of this module take from the family cards: the new head of a family (issue 40),
// asked on the resident's page after a head's death or lone move-out.
export { ambilKartuKeluarga, setKepalaKeluarga } from './api/kepala-keluarga';
export { KepalaBaruDialog, type KepalaBaruValues } from './components/kepala-baru-dialog';
