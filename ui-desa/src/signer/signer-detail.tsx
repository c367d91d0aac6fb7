import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { SignatureRegular } from '@fluentui/react-icons';
import { ViewDialog } from '@sid/ui/dialogs';
import { DetailList } from '@sid/ui/page';
import type { SignerRecord } from './types';

/** The signer of a record on its detail screen: a link to the signer's dialog, or 'Kosong'. */
export function SignerDetail({ signature }: { signature: SignerRecord | null }) {
  const [open, setOpen] = useState(false);
  if (!signature) return <Text>Kosong</Text>;
  return (
    <>
      <Button appearance="transparent" size="small" icon={<SignatureRegular />} onClick={() => setOpen(true)}>
        Lihat Data TTD
      </Button>
      {open ? (
        <ViewDialog title="Detail Data TTD" onClose={() => setOpen(false)}>
          <DetailList items={[
            { label: 'Nama Jabatan', value: signature.nama_jabatan },
            { label: 'Nama Lengkap', value: signature.nama_lengkap },
          ]} />
        </ViewDialog>
      ) : null}
    </>
  );
}
