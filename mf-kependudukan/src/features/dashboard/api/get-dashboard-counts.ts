// GET /api/activity/all: the dashboard counts.
import { useApiGet } from '@sid/openapi';

export function useDashboardCounts() {
  return useApiGet('/api/activity/all');
}
