import { t } from '@shop/ui/i18n';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatMoney, type Minor } from '@shop/ui/money';
import { colors, fontFamily } from '@shop/ui/tokens';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { STORE_NAME } from '../../../config/constants';
import { longDate } from '../../../lib/dates';
import { absoluteUrl } from '../../../../server/lib/urls';
import { defaultView, sitePathInView, type StoreView } from '../../store-views/model';

/**
 * The mails' colours, from the kit's tokens. Mail clients ignore the stylesheet's custom
 * properties, so the values go inline; every text/surface pair below meets WCAG AA
 * (checked by the layout's test).
 */
export const mailColors = {
  /** Around the message. */
  page: colors.neutral[50],
  /** The message's own background. */
  surface: colors.white,
  text: colors.neutral[900],
  muted: colors.neutral[600],
  link: colors.brand[700],
  headerBar: colors.brand[900],
  headerText: colors.white,
  buttonFill: colors.brand[700],
  buttonText: colors.white,
  rule: colors.neutral[200],
} as const;


const fontStack = fontFamily.sans.join(', ');

const underlined = { color: mailColors.link, textDecoration: 'underline' } as const;

const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: mailColors.page, color: mailColors.text, fontFamily: fontStack },
  container: { maxWidth: '600px', width: '100%', backgroundColor: mailColors.surface },
  header: { backgroundColor: mailColors.headerBar, padding: '16px 24px' },
  storeName: { color: mailColors.headerText, fontSize: '20px', fontWeight: 700, textDecoration: 'none' },
  content: { padding: '8px 24px 16px' },
  footer: { padding: '16px 24px' },
  footerText: { margin: 0, fontSize: '12px', lineHeight: '18px', color: mailColors.muted },
  heading: { margin: '16px 0 8px', fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: mailColors.text },
  subheading: { margin: '16px 0 4px', fontSize: '16px', lineHeight: '22px', fontWeight: 700, color: mailColors.text },
  paragraph: { margin: '8px 0', fontSize: '14px', lineHeight: '22px', color: mailColors.text },
  muted: { margin: '8px 0', fontSize: '13px', lineHeight: '20px', color: mailColors.muted },
  // A link in running text (an e-mail address, a name) breaks inside a word only when the word
  // is longer than the line: a 390 px phone would otherwise widen the whole mail to fit it.
  link: { ...underlined, overflowWrap: 'anywhere' },
  // An address written out is one long "word" (a token in a reset link): it wraps at any
  // character, so the mail keeps the phone's width.
  address: { ...underlined, wordBreak: 'break-all' },
  button: { display: 'inline-block', padding: '12px 20px', borderRadius: '4px', backgroundColor: mailColors.buttonFill, color: mailColors.buttonText, fontSize: '14px', fontWeight: 700, textDecoration: 'none' },
  rule: { margin: '16px 0', borderColor: mailColors.rule },
} satisfies Record<string, CSSProperties>;

/**
 * The store view a mail is written in (`renderMail` provides it; the default view outside one, as
 * in a story): its language, direction, locale and address prefix.
 */
export const MailViewContext = createContext<StoreView>(defaultView);

/** The store view of the mail being rendered. */
export function useMailView(): StoreView {
  return useContext(MailViewContext);
}

/**
 * How a mail writes what depends on its view: an amount (minor units of `currency`, the kit's one
 * money formatter, in the view's locale: `53,35 €` in French), a date (`25 novembre 2026`) and a
 * shop page's absolute address in the view (`https://…/fr/customer/account/`).
 */
export function useMailFormat() {
  const view = useMailView();
  return {
    view,
    money: (minor: Minor, currency: string) => formatMoney(minor, { currency, locale: view.locale }),
    /** The side a line ends on in the view's direction, for amounts in a column (several mail clients ignore `text-align: end`). */
    endAlign: view.direction === 'rtl' ? ('left' as const) : ('right' as const),
    date: (date: Date) => longDate(date.toISOString(), view.locale),
    /** `path` is a site path written for the default view; an address already absolute is left as it is. */
    url: (baseUrl: string, path: string) => absoluteUrl(baseUrl, sitePathInView(view, path)),
  };
}

/**
 * The `dir` of what may be written in another direction than the mail's, right to left only (a
 * left-to-right mail's markup is left as it is): an address `ltr` (its trailing slash stays at its
 * end), a line of content `auto` (a Latin street line `6146 Honey Bluff Parkway` keeps its number first).
 */
function ownDirection(view: StoreView, dir: 'ltr' | 'auto'): 'ltr' | 'auto' | undefined {
  return view.direction === 'rtl' ? dir : undefined;
}

/** The mail view's home page: the base URL itself for the default view (`https://shop/`), else its prefix under it (`https://shop/fr/`). */
const homeOf = (baseUrl: string, view: StoreView) => (view.prefix ? absoluteUrl(baseUrl, `${view.prefix}/`) : baseUrl);

interface MailLayoutProps {
  /** The line mail clients show after the subject in the list (not shown in the message, nor in its text part). */
  preview: string;
  /** The shop's base URL (`shop.config.baseUrl`): the store's name in the header links to its home page in the mail's view. */
  baseUrl: string;
  children: ReactNode;
}

/**
 * Every mail's frame: the store's name linking to the shop, the message, and a footer naming the
 * store. Built from React Email's table-based components with inline styles, which mail clients
 * keep; 600 px wide at most, full width on a phone.
 */
export function MailLayout({ preview, baseUrl, children }: MailLayoutProps) {
  const view = useMailView();
  const home = homeOf(baseUrl, view);
  return (
    // The language without its region (`en`, `fr`, `ar`), and the view's direction (`rtl` in Arabic).
    <Html lang={new Intl.Locale(view.locale).language} dir={view.direction}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={home} style={styles.storeName}>
              {STORE_NAME}
            </Link>
          </Section>
          <Section style={styles.content}>{children}</Section>
        </Container>
        <Container style={{ ...styles.container, backgroundColor: mailColors.page }}>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {STORE_NAME} · <Link href={home} style={styles.address} dir={ownDirection(view, 'ltr')}>{home}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's title, once at its top. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

/** A section's title inside a mail (Items, Shipping Address…). */
export function MailSubheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

/** A paragraph of the mail; `muted` for what is said in passing (a lifetime, a disclaimer). */
export function MailParagraph({ children, muted = false }: { children: ReactNode; /** @default false */ muted?: boolean }) {
  return <Text style={muted ? styles.muted : styles.paragraph}>{children}</Text>;
}

/** Lines of text in one paragraph, each on its own line in both parts (an address, a comment). */
export function MailLines({ lines }: { lines: readonly ReactNode[] }) {
  const dir = ownDirection(useMailView(), 'auto');
  return (
    <Text style={styles.paragraph}>
      {lines.map((line, index) => (
        <span key={index} dir={dir}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A link inside running text. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/**
 * The mail's main action, as a button. Its address is written out in a paragraph below it too,
 * for clients that drop the button's styles and for readers who copy links.
 */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  const dir = ownDirection(useMailView(), 'ltr');
  return (
    <Section>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
      <Text style={styles.muted}>
        <span data-skip-in-text="true">
          {t('If the button does not work, copy this address into your browser:')}{' '}
          <Link href={href} style={styles.address} dir={dir}>
            {href}
          </Link>
        </span>
      </Text>
    </Section>
  );
}

/** A thin line between parts of the mail. */
export function MailRule() {
  return <Hr style={styles.rule} />;
}

/** The mails' text styles, for a template that lays out a part of its own (the order's items). */
export const mailTextStyles = { paragraph: styles.paragraph, muted: styles.muted, subheading: styles.subheading };
