import type { Db } from '../../../server/db/database';
import { storedHtml } from '../../../server/lib/stored-html';
import type { StoreViewCode } from '../store-views/model';
import { cmsPageContent, cmsPages } from './schema.server';

// The demo's content pages in French and Arabic (issue 31 item 3, ADR 0041).
// A view's content links inside the view (`/fr/…`), as Magento's store-view content does. French
// pages have URL keys of their own; Arabic keeps the default's (Latin) keys. Amounts are left out:
// each view shows prices in its own currency.

type PageTexts = { title: string; contentHeading?: string; urlKey?: string; metaTitle?: string; metaDescription?: string; content?: string };

const pages: Record<string, Partial<Record<StoreViewCode, PageTexts>>> = {
  'about-us': {
    fr: {
      title: 'À propos',
      urlKey: 'a-propos',
      contentHeading: 'À propos de Summit Outfitters',
      metaTitle: 'À propos de Summit Outfitters',
      metaDescription: 'Qui nous sommes : une petite équipe qui équipe randonneurs, coureurs et habitués de la salle de sport avec des vêtements et du matériel que nous testons nous-mêmes.',
      content:
        '<p>Summit Outfitters est né d’une poignée de personnes qui passaient leurs week-ends sur les sentiers et leurs soirées en semaine à la salle de sport, et qui achetaient sans cesse du matériel qui ne tenait pas une saison. Nous avons décidé de ne vendre que ce que nous porterions nous-mêmes.</p>' +
        '<h2>Ce qui nous tient à cœur</h2>' +
        '<ul><li><strong>Testé avant d’être proposé.</strong> Chaque veste, chaque legging et chaque sac de la boutique a été porté sur un sentier, une course ou une séance d’entraînement par l’un d’entre nous.</li>' +
        '<li><strong>Des prix clairs.</strong> Ce que vous voyez dans le panier est ce que vous payez, livraison comprise.</li>' +
        '<li><strong>Des retours faciles.</strong> Vous avez changé d’avis ? Vous disposez de 30 jours pour nous renvoyer l’article.</li></ul>' +
        '<h2>Parlez-nous</h2>' +
        '<p>Une question sur une taille, une commande ou un produit ? Écrivez-nous depuis la page <a href="/fr/contact">Nous contacter</a> ; nous répondons sous un jour ouvré. D’autres réponses se trouvent sur notre page <a href="/fr/service-client">Service client</a>.</p>',
    },
    ar: {
      title: 'من نحن',
      contentHeading: 'تعرّف على Summit Outfitters',
      metaTitle: 'تعرّف على Summit Outfitters',
      metaDescription: 'من نحن: فريق صغير يجهّز المتنزهين والعدّائين وروّاد الصالات الرياضية بملابس ومعدات نختبرها بأنفسنا.',
      content:
        '<p>بدأت Summit Outfitters مع مجموعة صغيرة من الأشخاص يقضون عطلات نهاية الأسبوع على المسارات وأمسيات الأسبوع في الصالة الرياضية، وكانوا يشترون باستمرار معدات لا تصمد موسماً واحداً. فقررنا ألا نبيع إلا ما نرتديه بأنفسنا.</p>' +
        '<h2>ما نؤمن به</h2>' +
        '<ul><li><strong>نختبره قبل أن نعرضه.</strong> كل سترة وكل ليغينغ وكل حقيبة في المتجر ارتداها أحدنا على مسار أو في جولة جري أو خلال حصة تمرين.</li>' +
        '<li><strong>أسعار واضحة.</strong> ما تراه في سلة التسوق هو ما تدفعه، بما في ذلك الشحن.</li>' +
        '<li><strong>إرجاع سهل.</strong> غيّرت رأيك؟ لديك 30 يوماً لإعادة المنتج.</li></ul>' +
        '<h2>تواصل معنا</h2>' +
        '<p>هل لديك سؤال عن مقاس أو طلب أو منتج؟ راسلنا من صفحة <a href="/ar/contact">اتصل بنا</a>، ونرد خلال يوم عمل واحد. ستجد إجابات أخرى في صفحة <a href="/ar/customer-service">خدمة العملاء</a>.</p>',
    },
  },
  'customer-service': {
    fr: {
      title: 'Service client',
      urlKey: 'service-client',
      contentHeading: 'Service client',
      metaTitle: 'Service client',
      metaDescription: 'Comment joindre Summit Outfitters, comment fonctionnent la livraison et les retours, et où retrouver votre commande.',
      content:
        '<p>Nous sommes là pour vous aider avant et après votre commande. Vous trouverez ci-dessous la réponse à la plupart des questions.</p>' +
        '<h2>Nous joindre</h2>' +
        '<ul><li>Écrivez-nous depuis la page <a href="/fr/contact">Nous contacter</a>, ou avec le bouton Service client en bas de chaque page. Nous répondons sous un jour ouvré, du lundi au vendredi.</li>' +
        '<li>Indiquez votre numéro de commande lorsque vous nous écrivez au sujet d’une commande : cela nous permet de la retrouver aussitôt.</li></ul>' +
        '<h2>Votre commande</h2>' +
        '<ul><li>Vous êtes connecté ? Vos commandes, leurs factures et leurs expéditions se trouvent dans Mon compte › Mes commandes.</li>' +
        '<li>Vous avez commandé sans compte ? Retrouvez votre commande sur la page <a href="/fr/sales/guest/form">Commandes et retours</a> avec votre numéro de commande, le nom de facturation et votre adresse e-mail ou votre code postal.</li></ul>' +
        '<h2>Livraison</h2>' +
        '<p>Au-delà d’un certain montant, la livraison est offerte ; le détail des tarifs figure dans notre <a href="/fr/shipping-policy">Politique de livraison</a>.</p>' +
        '<h2>Retours</h2>' +
        '<p>Vous pouvez retourner les articles non portés dans les 30 jours suivant la livraison, sans avoir à vous justifier. Consultez notre <a href="/fr/returns-policy">Politique de retour</a> pour savoir comment nous les renvoyer.</p>' +
        '<h2>Confidentialité</h2>' +
        '<p>Ce que nous conservons à votre sujet, et pourquoi, est expliqué dans notre <a href="/fr/privacy-policy-cookie-restriction-mode">Politique de confidentialité et de cookies</a>.</p>',
    },
    ar: {
      title: 'خدمة العملاء',
      contentHeading: 'خدمة العملاء',
      metaTitle: 'خدمة العملاء',
      metaDescription: 'كيف تتواصل مع Summit Outfitters، وكيف يتم الشحن والإرجاع، وأين تجد طلبك.',
      content:
        '<p>نحن هنا لمساعدتك قبل الطلب وبعده. ستجد أدناه إجابات معظم الأسئلة.</p>' +
        '<h2>كيف تتواصل معنا</h2>' +
        '<ul><li>راسلنا من صفحة <a href="/ar/contact">اتصل بنا</a>، أو عبر زر خدمة العملاء أسفل كل صفحة. نرد خلال يوم عمل واحد، من الاثنين إلى الجمعة.</li>' +
        '<li>اذكر رقم طلبك عندما تراسلنا بخصوص طلب: فذلك يساعدنا على إيجاده فوراً.</li></ul>' +
        '<h2>طلبك</h2>' +
        '<ul><li>هل سجّلت الدخول؟ تجد طلباتك وفواتيرها وشحناتها في حسابي › طلباتي.</li>' +
        '<li>طلبت كضيف؟ ابحث عن طلبك في صفحة <a href="/ar/sales/guest/form">الطلبات والإرجاع</a> برقم الطلب واسم العائلة في الفوترة والبريد الإلكتروني أو الرمز البريدي.</li></ul>' +
        '<h2>الشحن</h2>' +
        '<p>يصبح الشحن مجانياً بدءاً من مبلغ معيّن؛ تجد تفاصيل الأسعار في <a href="/ar/shipping-policy">سياسة الشحن</a>.</p>' +
        '<h2>الإرجاع</h2>' +
        '<p>يمكنك إرجاع المنتجات غير الملبوسة خلال 30 يوماً من التسليم دون أي أسئلة. راجع <a href="/ar/returns-policy">سياسة الإرجاع</a> لمعرفة طريقة إعادتها.</p>' +
        '<h2>الخصوصية</h2>' +
        '<p>ما نحتفظ به من بياناتك ولماذا، موضّح في <a href="/ar/privacy-policy-cookie-restriction-mode">سياسة الخصوصية وملفات تعريف الارتباط</a>.</p>',
    },
  },
  'privacy-policy-cookie-restriction-mode': { fr: { title: 'Politique de confidentialité et de cookies' }, ar: { title: 'سياسة الخصوصية وملفات تعريف الارتباط' } },
  'enable-cookies': { fr: { title: 'Activer les cookies' }, ar: { title: 'تفعيل ملفات تعريف الارتباط' } },
  'returns-policy': { fr: { title: 'Politique de retour' }, ar: { title: 'سياسة الإرجاع' } },
  'shipping-policy': { fr: { title: 'Politique de livraison' }, ar: { title: 'سياسة الشحن' } },
};

/** Writes the French and Arabic pages (after the pages themselves). */
export async function seedContentInViews(tx: Db): Promise<void> {
  const pageRows = await tx.select({ id: cmsPages.id, urlKey: cmsPages.urlKey }).from(cmsPages);
  const pageValues = pageRows.flatMap((page) =>
    Object.entries(pages[page.urlKey] ?? {}).map(([view, texts]) => ({ pageId: page.id, storeView: view, ...texts, ...(texts.content ? { content: storedHtml(texts.content) } : {}) })),
  );
  if (pageValues.length > 0) await tx.insert(cmsPageContent).values(pageValues);
}
