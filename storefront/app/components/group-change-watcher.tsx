import { useEffect } from 'react';
import { useGroupChangeLogout } from '../../src/features/customer-group/hooks';
import type { HttpClient } from '../../src/lib/http';
import type { PageSettings } from '../../src/lib/page-settings';
import { useSection } from '../../src/features/customer-data/hooks';

/**
 * Watches the customer's group (SPEC.md §4 "Group-change logout") and reports the notice
 * to show in the header while the logout is pending.
 */
export function GroupChangeWatcher({ http, settings, onNotice }: { http: HttpClient; settings: PageSettings; onNotice: (notice: string | null) => void }) {
  const customer = useSection('customer');
  const notice = useGroupChangeLogout(customer, { http, groupUpdateUrl: settings.urls.customerGroupUpdate, baseUrl: settings.baseUrl });
  const message = notice?.message ?? null;
  useEffect(() => onNotice(message), [message, onNotice]);
  return null;
}
