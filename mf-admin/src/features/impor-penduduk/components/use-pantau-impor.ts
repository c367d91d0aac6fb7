// Following an import: the village's running import when the page opens (another tab, or after
// leaving the page), then how far it is every POLL_MS until it has ended or the page goes. A moment
// without the server (status 0 or 5xx) is said as `gangguan` and asked again; another refusal ends
// the following with its message.
import { useEffect, useState } from 'react';
import { toApiError, useRefreshRegistry } from '@sid/openapi';
import { POLL_MS, type ImporPenduduk } from '../api/berkas-impor';
import { getImpor } from '../api/get-impor';
import { getImporTerakhir } from '../api/get-impor-terakhir';

export function usePantauImpor() {
  const refreshRegistry = useRefreshRegistry();
  const [impor, setImpor] = useState<ImporPenduduk | null>(null);
  const [gangguan, setGangguan] = useState(false);
  const [pantauError, setPantauError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getImporTerakhir(controller.signal)
      .then(({ data }) => {
        if (!controller.signal.aborted && data?.status === 'berjalan') setImpor((current) => current ?? data);
      })
      .catch(() => {
        /* nothing running is found: the page starts empty, as it would anyway */
      });
    return () => controller.abort();
  }, []);

  const berjalanId = impor?.status === 'berjalan' && !pantauError ? impor._id : null;
  useEffect(() => {
    if (!berjalanId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tanya = async () => {
      try {
        const { data } = await getImpor(berjalanId, controller.signal);
        if (controller.signal.aborted) return;
        setGangguan(false);
        setImpor(data);
        if (data.status === 'berjalan') timer = setTimeout(() => void tanya(), POLL_MS);
        // The new cards and residents are in the registry's lists: their cached pages are stale.
        else if (data.status === 'selesai') void refreshRegistry();
      } catch (thrown) {
        if (controller.signal.aborted) return;
        const error = toApiError(thrown);
        if (error.status === 0 || error.status >= 500) {
          // The server could not be reached for a moment: the import goes on there; ask again.
          setGangguan(true);
          timer = setTimeout(() => void tanya(), POLL_MS * 3);
        } else {
          setPantauError(error.message);
        }
      }
    };
    timer = setTimeout(() => void tanya(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [berjalanId, refreshRegistry]);

  return {
    impor,
    gangguan,
    pantauError,
    berjalan: impor?.status === 'berjalan' && !pantauError,
    /** A started import to follow (a finished one marks the registry's lists stale). */
    ikuti: (data: ImporPenduduk) => {
      setImpor(data);
      if (data.status === 'selesai') void refreshRegistry();
    },
    /** Another file or check: nothing to follow. */
    lupakan: (semua = true) => {
      setImpor(null);
      setPantauError(null);
      if (semua) setGangguan(false);
    },
    clearError: () => setPantauError(null),
  };
}
