// The dashboard feature as other parts of the module see it (pages/dashboard-page).
export { GreetingCard } from './components/greeting-card';
export { DashboardOverview } from './components/dashboard-overview';
