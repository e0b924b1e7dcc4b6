import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useGroupChangeLogout } from '../../src/features/customer-group/hooks';
import type { HttpClient } from '../../src/lib/http';
import type { PageSettings } from '../../src/lib/page-settings';
import { useSection } from '../../src/features/customer-data/hooks';

/**
 * Watches the customer's group (SPEC.md §4 "Group-change logout") and reports the notice
 * to show in the header while the logout is pending.
 */
export function GroupChangeWatcher({ quietHttp, settings, onNotice }: { quietHttp: HttpClient; settings: PageSettings; onNotice: (notice: string | null) => void }) {
  const customer = useSection('customer');
  const { key: pageView } = useLocation();
  // The check changes nothing: its POST goes through the client the customer-data engine does not watch, so no section reloads.
  const notice = useGroupChangeLogout(customer, { http: quietHttp, baseUrl: settings.baseUrl, pageView });
  const message = notice?.message ?? null;
  useEffect(() => onNotice(message), [message, onNotice]);
  return null;
}
