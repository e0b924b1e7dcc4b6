import type { ReactNode } from "react";
import { t } from "@shop/ui/i18n";
import { formatMoneyInText } from "@shop/ui/money";
import {
  useStoreView,
  useViewPath,
} from "../../src/features/store-views/hooks";
import type { MenuNode } from "../../src/features/header/menu-model";
import {
  footerLinks,
  footerWidgets,
  type FooterContribution,
  type FooterLink,
} from "../../src/lib/footer";

// Every capability's part of the footer (`src/features/<capability>/footer.tsx`).
const contributions = Object.values(
  import.meta.glob<FooterContribution>("../../src/features/*/footer.tsx", {
    eager: true,
    import: "default",
  }),
);
const widgets = footerWidgets(contributions);

const linkClass = "text-neutral-800 hover:text-brand-700 hover:underline";

function FooterColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly FooterLink[];
  children?: ReactNode;
}) {
  // The capabilities' links are written for the default view; the page's view keeps its own.
  const inView = useViewPath();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {children}
        {links.map((link) => (
          <li key={link.href}>
            <a href={inView(link.href)} className={linkClass}>
              {link.label()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page footer: categories, the capabilities' links and widgets, and the shop's note. */
export function SiteFooter({
  categories,
  cartUrl,
  loginUrl,
  registerUrl,
  freeShipping,
}: {
  categories: readonly MenuNode[];
  cartUrl: string;
  loginUrl: string;
  registerUrl: string;
  /** The amount from which Free Shipping is offered, in minor units of `currency` (the page settings'). */
  freeShipping: { threshold: number; currency: string };
}) {
  const { locale } = useStoreView();
  const service = footerLinks(contributions, "Customer Service");
  const account: FooterLink[] = [
    { group: "Your account", label: () => t("Sign In"), href: loginUrl },
    { group: "Your account", label: () => t("Create an Account"), href: registerUrl },
    { group: "Your account", label: () => t("Shopping Cart"), href: cartUrl },
    ...footerLinks(contributions, "Your account"),
  ];
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto grid max-w-[80rem] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div>
          {/* The brand is the same in every language. */}
          {/* eslint-disable-next-line shop/no-literal-text */}
          <p className="text-lg font-bold text-brand-900">Summit Outfitters</p>
          <p className="mt-2 text-sm text-neutral-700">
            {t(
              "Clothing and gear for every season, tested on the trail and in the gym.",
            )}
          </p>
        </div>
        <FooterColumn
          title={t("Shop")}
          links={[
            ...categories.flatMap((category): FooterLink[] =>
              category.url === undefined
                ? []
                : [
                    {
                      group: "Shop",
                      label: () => category.label,
                      href: category.url,
                    },
                  ],
            ),
            ...footerLinks(contributions, "Shop"),
          ]}
        />
        {service.length > 0 ? (
          <FooterColumn title={t("Customer Service")} links={service} />
        ) : null}
        <FooterColumn title={t("Your account")} links={account} />
        <div>
          <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase">
            {t("Why shop with us")}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm text-neutral-800">
            <li>
              {t(
                "Free shipping on orders over %1",
                formatMoneyInText(freeShipping.threshold, {
                  currency: freeShipping.currency,
                  locale,
                }),
              )}
            </li>
            <li>{t("30-day returns, no questions asked")}</li>
            <li>{t("Reward points on every order")}</li>
          </ul>
        </div>
      </div>
      {widgets.length > 0 ? (
        <div className="mx-auto flex max-w-[80rem] flex-col gap-6 px-4 pb-8 lg:flex-row lg:px-6">
          {widgets.map((Widget, index) => (
            <Widget key={index} />
          ))}
        </div>
      ) : null}
      <p className="border-t border-neutral-200 py-4 text-center text-sm text-neutral-700">
        {t("© 2026 Summit Outfitters. A demo shop.")}
      </p>
    </footer>
  );
}
