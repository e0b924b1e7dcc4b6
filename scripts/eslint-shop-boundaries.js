// Two import rules of the shop, as a local ESLint plugin (no-restricted-imports cannot say
// "another feature than this one").
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const uiSource = path.join(root, 'ui', 'src') + path.sep;
const featuresDir = path.join(root, 'storefront', 'src', 'features') + path.sep;

/**
 * What other features may import of a feature: its wire contracts (the storefront's and the back
 * office's, ADR 0028) and its public modules (its pages' addresses too).
 */
export const FEATURE_PUBLIC_MODULES = ['contract', 'staff-contract', 'api', 'hooks', 'model', 'types', 'paths', 'index'];

/** The back office's roles and permissions, which every admin capability checks and shows (ADR 0028). */
const ADMIN_MODULES = ['permissions'];

/**
 * Mails cross capabilities: every feature queues and renders its mails with the mail capability's
 * modules below, and a feature's templates (`mails/<name>`) are public, since two capabilities may
 * send the same mail (the welcome mail after registration and after an order's account).
 */
export const MAIL_MODULES = ['mail', 'outbox.server', 'render.server', 'components/mail-layout'];
const isPublicModule = (feature, module) => FEATURE_PUBLIC_MODULES.includes(module) || module.startsWith('mails/') || (feature === 'mail' && MAIL_MODULES.includes(module)) || (feature === 'admin' && ADMIN_MODULES.includes(module));

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

function resolved(context, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source);
}

const kitEntryPoints = {
  meta: { type: 'problem', docs: { description: 'The shop imports the kit only through @shop/ui/<entry point>.' }, schema: [] },
  create(context) {
    return importSources(context, (node, source) => {
      const target = resolved(context, source);
      if ((target && (target + path.sep).startsWith(uiSource)) || source.startsWith('@shop/ui/src')) {
        context.report({ node, message: `Import the kit through its entry points (@shop/ui/<name>), not ${source}.` });
      }
    });
  },
};

const featureBoundaries = {
  meta: { type: 'problem', docs: { description: "A feature does not import another feature's internals." }, schema: [] },
  create(context) {
    const file = context.filename;
    // Stories and tests compose features the way routes do.
    if (!file.startsWith(featuresDir) || /\.(stories|test)\.tsx?$/.test(file)) return {};
    const own = file.slice(featuresDir.length).split(path.sep)[0];
    return importSources(context, (node, source) => {
      const target = resolved(context, source);
      if (!target || !target.startsWith(featuresDir)) return;
      const [feature, ...rest] = target.slice(featuresDir.length).split(path.sep);
      if (feature === own) return;
      const module = rest.join('/').replace(/\.(tsx?|js)$/, '');
      if (!isPublicModule(feature, module)) {
        context.report({
          node,
          message: `"${source}" is internal to the ${feature} feature: use its ${FEATURE_PUBLIC_MODULES.join('/')} module, or compose the two in a route.`,
        });
      }
    });
  },
};

/**
 * Paths that are not pages of a store view (ADR 0038): files, the calls' fixed addresses and the
 * back office, the same under every view.
 */
const VIEWLESS_PATH_PREFIXES = ['/media/', '/static/', '/assets/', '/favicon', '/rest/', '/customer/section/', '/admin', '/sitemap', '/robots.txt'];

/** The text a JSX attribute's value starts with when it is written in place: "…", {'…'} or {`…`}. */
function writtenValue(value) {
  const expression = value?.type === 'JSXExpressionContainer' ? value.expression : value;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral') return expression.quasis[0]?.value.cooked ?? '';
  return null;
}

/**
 * A shop page's link stays in the shopper's store view (ADR 0038): a site path written in place in
 * an `href` or a form's `action` ("/checkout/cart/", {`/customer/…`}) would take a French shopper
 * to the English page; it must go through `useViewPath()` (or a `<Link to>`, which the router's
 * basename keeps in the view).
 */
const viewPaths = {
  meta: { type: 'problem', docs: { description: 'Site paths in href/action go through useViewPath() (store views, ADR 0038).' }, schema: [] },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || (node.name.name !== 'href' && node.name.name !== 'action')) return;
        const text = writtenValue(node.value);
        if (text === null || !text.startsWith('/') || text.startsWith('//')) return;
        if (VIEWLESS_PATH_PREFIXES.some((prefix) => text.startsWith(prefix))) return;
        context.report({
          node,
          message: `"${text}" leaves the shopper's store view: write ${node.name.name}={inView('${text}')} with const inView = useViewPath() (store-views/hooks), or a <Link to>.`,
        });
      },
    };
  },
};

export const shopBoundaries = { rules: { 'kit-entry-points': kitEntryPoints, 'feature-boundaries': featureBoundaries, 'view-paths': viewPaths } };
