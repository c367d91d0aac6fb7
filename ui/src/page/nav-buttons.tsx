import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular, DocumentPdfRegular } from '@fluentui/react-icons';

export interface BackButtonProps {
  /** Where it goes: the list, or the detail a form came from. */
  to: string;
  /** 'Kembali' unless told otherwise. */
  children?: ReactNode;
  appearance?: 'primary' | 'secondary';
}

/** The pages' 'Kembali': an arrow to the left, to the page the user came from. */
export function BackButton({ to, children = 'Kembali', appearance }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <Button appearance={appearance} icon={<ArrowLeftRegular />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

/** 'Lihat PDF' on a record's detail page: opens the preview of its letter (`to`, e.g. '/kematian/{id}/d/preview'). */
export function PreviewButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button appearance="primary" icon={<DocumentPdfRegular />} onClick={() => navigate(to)}>
      Lihat PDF
    </Button>
  );
}
