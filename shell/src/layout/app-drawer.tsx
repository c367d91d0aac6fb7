// The side drawer (spec §2 Shell): the loaded modules' entries in the spec's groups, the current route
// highlighted; 240 px inline beside the content, an overlay below 600 px (spec §9).
import { Fragment, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { NavDrawer, NavDrawerBody, NavDivider, NavItem, NavSectionHeader } from '@fluentui/react-nav';
import { Spinner } from '@fluentui/react-spinner';
import { PlugDisconnectedRegular } from '@fluentui/react-icons';
import { pendingValue, selectedDrawerValue, type DrawerModel } from './drawer-model';

/** Spec §9. */
export const DRAWER_WIDTH = 240;

const useStyles = makeStyles({
  drawer: {
    width: `${DRAWER_WIDTH}px`,
    // The drawer's slide motion is computed from this variable.
    '--fui-Drawer--size': `${DRAWER_WIDTH}px`,
    height: '100%',
    // A wide page (a table) must not squeeze the drawer: the content area scrolls instead.
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: {
    paddingTop: tokens.spacingVerticalS,
  },
  // Modules give unsized icons (e.g. HistoryRegular); the drawer draws them at Fluent's nav size.
  icon: {
    fontSize: '20px',
  },
  sectionHeader: {
    color: tokens.colorNeutralForeground3,
  },
  pendingLabel: {
    display: 'flex',
    flexDirection: 'column',
    lineHeight: tokens.lineHeightBase200,
  },
  pendingNote: {
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorStatusDangerForeground1,
  },
  loadingNote: {
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorNeutralForeground3,
  },
  failedIcon: {
    color: tokens.colorStatusDangerForeground1,
  },
});

export interface AppDrawerProps {
  model: DrawerModel;
  open: boolean;
  mobile: boolean;
  onClose: () => void;
}

export function AppDrawer({ model, open, mobile, onClose }: AppDrawerProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const selectedValue = selectedDrawerValue(pathname, model);

  // Real links (open in a new tab still works), navigated inside the app on a plain click.
  const follow = (path: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
    if (mobile) onClose();
  };

  return (
    <NavDrawer
      className={styles.drawer}
      type={mobile ? 'overlay' : 'inline'}
      open={open}
      onOpenChange={(_, data) => { if (!data.open) onClose(); }}
      selectedValue={selectedValue}
      id="app-drawer"
      aria-label="Menu utama"
      data-testid="app-drawer"
    >
      {/* The entries are links in the page's Tab order, without Fluent's arrow-key group: that group (a
          tabster "mover") puts two focusable aria-hidden sentinels in the drawer, an axe
          aria-hidden-focus violation (WCAG 4.1.2) on every signed-in page. A navigation landmark of
          links needs no arrow keys; Tab and Shift+Tab reach every entry. */}
      <NavDrawerBody className={styles.body} data-tabster={undefined}>
        {model.groups.map(({ group, entries }) => (
          <Fragment key={group}>
            <NavSectionHeader className={styles.sectionHeader}>{group}</NavSectionHeader>
            {entries.map((entry) => {
              const Icon = entry.icon;
              return (
                <NavItem key={`${entry.path}|${entry.label}`} value={entry.path} href={entry.path} icon={{ className: styles.icon, children: <Icon /> }} onClick={follow(entry.path)}>
                  {entry.label}
                </NavItem>
              );
            })}
          </Fragment>
        ))}
        {model.pending.length > 0 && model.groups.length > 0 ? <NavDivider /> : null}
        {model.pending.map((p) => (
          <NavItem
            key={p.id}
            value={pendingValue(p.id)}
            href={p.path}
            onClick={follow(p.path)}
            data-module-status={p.status}
            icon={{
              className: styles.icon,
              children: p.status === 'loading' ? <Spinner size="extra-tiny" aria-label={`Memuat modul ${p.title}`} /> : <PlugDisconnectedRegular className={styles.failedIcon} />,
            }}
          >
            <span className={styles.pendingLabel}>
              <span>{p.title}</span>
              {p.status === 'failed'
                ? <span className={styles.pendingNote}>{p.incompatible ? 'Perlu muat ulang' : 'Tidak tersedia'}</span>
                : <span className={styles.loadingNote}>Memuat...</span>}
            </span>
          </NavItem>
        ))}
      </NavDrawerBody>
    </NavDrawer>
  );
}
