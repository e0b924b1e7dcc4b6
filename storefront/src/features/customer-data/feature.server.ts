import { deleteCookie, getCookie } from 'hono/cookie';
import { MESSAGES_WAITING_COOKIE } from '../../config/constants';
import { SECTION_NAMES, type SectionName } from '../../config/contracts';
import { defineServerFeature } from '../../../server/feature';
import { clientAddressKey } from '../../../server/http/hosts';
import { visitorText } from '../../../server/http/input';
import { privateResponse, PUBLIC_LONG, PUBLIC_SHORT } from '../../../server/http/responses';
import { callView } from '../../../server/http/store-view';
import { messagePage } from '../../../server/services/sessions.server';
import { HttpError } from '../../lib/http-error';
import { lazyBlocks, sectionLoad } from './contract';

/** The customer sections (call 2), the persistent section, and the lazy CMS blocks (call 3). */
export default defineServerFeature({
  routes(endpoints) {
    endpoints.handle(sectionLoad, async (c, query) => {
      privateResponse(c);
      const unknown = query.sections.find((name) => !(SECTION_NAMES as readonly string[]).includes(name));
      if (unknown) throw new HttpError(400, `${visitorText(unknown)} section source is not supported`);
      const names = query.sections.length ? [...new Set(query.sections as SectionName[])] : SECTION_NAMES;
      const session = await c.get('session').current();
      // The address counts for the registration captcha (many registrations from one address).
      // The page asking, which a redirect's flash messages wait for (ADR 0042): the browser's `Referer`.
      const page = messagePage(c.req.header('referer'), c.var.shop.config.baseUrl);
      const sections = await c.var.shop.sections.load(names, session, { ip: clientAddressKey(c, c.var.shop.config), view: callView(c).code, page });
      // The cookie that says messages wait (sent by a page that had it when it asked) ends once none is left.
      if (names.includes('messages') && getCookie(c, MESSAGES_WAITING_COOKIE) !== undefined && !(session && (await c.var.shop.sessions.hasMessages(session.id)))) {
        deleteCookie(c, MESSAGES_WAITING_COOKIE, { path: '/' });
      }
      return sections;
    });

    endpoints.handle(lazyBlocks, async (c, query) => {
      const { blocks } = c.var.shop;
      const names = [...new Set(query.blocks)];
      // An answer asked for with the content's current version stays valid as long as that URL does.
      const current = query.version !== undefined && query.version === (await blocks.cmsVersion());
      c.header('Cache-Control', current ? PUBLIC_LONG : PUBLIC_SHORT);
      return blocks.cms(names, callView(c).code);
    });
  },
  sections: {
    persistent: async () => ({}),
  },
});
