import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, type MessageBarIntent } from '@fluentui/react-message-bar';
import { DismissRegular } from '@fluentui/react-icons';

export interface BannerProps {
  intent: MessageBarIntent;
  message: string;
  /** Follows the message in the banner, e.g. a link to the record that was changed. */
  children?: ReactNode;
  onDismiss?: () => void;
}

/** A banner over a screen or a form: a success after a change, or the server's message on failure. */
export function Banner({ intent, message, children, onDismiss }: BannerProps) {
  return (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'} data-banner-intent={intent}>
      <MessageBarBody>{message}{children ? <> {children}</> : null}</MessageBarBody>
      {onDismiss ? (
        <MessageBarActions
          containerAction={<Button appearance="transparent" icon={<DismissRegular />} aria-label="Tutup pesan" onClick={onDismiss} />}
        />
      ) : null}
    </MessageBar>
  );
}
