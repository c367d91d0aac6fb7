// What the shell loads from this remote ('mf_admin/module'): the admin pages and their drawer
// entries. Pages are lazy so that opening one loads only its own chunk.
import { lazy } from 'react';
import { HistoryRegular, PeopleRegular } from '@fluentui/react-icons';
import type { ModuleDefinition } from '@sid/ui/module';

const ActivityPage = lazy(() => import('./features/activity/activity-page'));
const UsersPage = lazy(() => import('./features/users/users-page'));

const definition: ModuleDefinition = {
  id: 'mf-admin',
  title: 'Admin',
  routes: [
    { path: '/activity', component: ActivityPage },
    // Spec §6: only a Super Admin manages users (the server enforces it too: 403).
    { path: '/users', component: UsersPage, roles: ['Super Admin'] },
  ],
  drawer: [
    { group: 'Aktifitas Admin', label: 'Activity Logs', path: '/activity', icon: HistoryRegular, order: 10 },
    { group: 'Super Admin', label: 'Users', path: '/users', icon: PeopleRegular, roles: ['Super Admin'], order: 10 },
  ],
};

export default definition;
