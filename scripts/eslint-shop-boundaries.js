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

/** The props whose text a shopper sees or hears: written in place, they would not be translated. */
const TEXT_PROPS = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label']);
const hasLetter = (text) => /\p{L}/u.test(text);
const shown = (text) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));

/** A string written in place: "…", {'…'} or {`…`} (the template's text parts); null for anything computed. */
function literalText(node) {
  const expression = node?.type === 'JSXExpressionContainer' ? node.expression : node;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral') return expression.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/**
 * Every text a shopper sees goes through the kit's `t()` (ADR 0039): JSX text with letters, and a
 * string written in place in a text prop (aria-label, placeholder, title, alt, label), would stay
 * English in every store view. `t()`'s first argument is the key the catalogue check collects, so
 * it is written in place too (`t('Pending')`, never `t(status)`: a map of `() => t('…')` instead).
 */
const noLiteralText = {
  meta: { type: 'problem', docs: { description: 'Shown texts go through t() with a literal key (translations, ADR 0039).' }, schema: [] },
  create(context) {
    let tName = null;
    const report = (node, text, where) =>
      context.report({ node, message: `${shown(text)} ${where} is shown as written: write it through t('…') from @shop/ui/i18n, with its translations in the feature's messages/fr-FR.ts and ar-AE.ts (ADR 0039).` });
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@shop/ui/i18n') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 't') tName = specifier.local.name;
        }
      },
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value, 'in JSX');
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node);
        if (text !== null && hasLetter(text)) report(node, text, 'in JSX');
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_PROPS.has(node.name.name)) return;
        const text = literalText(node.value);
        if (text !== null && hasLetter(text)) report(node, text, `in ${node.name.name}`);
      },
      CallExpression(node) {
        if (tName === null || node.callee.type !== 'Identifier' || node.callee.name !== tName) return;
        const key = node.arguments[0];
        const written = key?.type === 'Literal' ? typeof key.value === 'string' : key?.type === 'TemplateLiteral' && key.expressions.length === 0;
        if (!written) {
          context.report({
            node,
            message: `t()'s key is written in place (t('Pending')), so the catalogue check can collect it: for a label from a map or a status, write the map's values as () => t('…') or a switch (ADR 0039).`,
          });
        }
      },
    };
  },
};

export const shopBoundaries = {
  rules: { 'kit-entry-points': kitEntryPoints, 'feature-boundaries': featureBoundaries, 'view-paths': viewPaths, 'no-literal-text': noLiteralText },
};
