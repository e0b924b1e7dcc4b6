import { eq } from 'drizzle-orm';
import { defineSeed } from '../../../server/db/define-seed';
import * as s from '../../../server/db/schema';
import { storedHtml } from '../../../server/lib/stored-html';
import type { StoreViewCode } from '../store-views/model';
import { cmsBlockContent } from './schema.server';

// The demo's home page and footer blocks in French and Arabic (issue 31 item 3, ADR 0041). A view's
// content links inside the view (`/fr/…`), as Magento's store-view content does; amounts are left
// out: each view shows prices in its own currency.

const blocks: Record<string, Partial<Record<StoreViewCode, string>>> = {
  'home-hero': {
    fr:
      '<section class="home-hero"><h2>Nouvelle saison, nouveaux kilomètres</h2><p>Des couches, des leggings et du matériel conçus pour bouger avec vous.</p>' +
      '<p><a class="action primary" href="/fr/femmes.html">Voir Femmes</a> <a class="action primary" href="/fr/hommes.html">Voir Hommes</a></p></section>',
    ar:
      '<section class="home-hero"><h2>موسم جديد، مسافات جديدة</h2><p>طبقات وليغينغ ومعدات مصممة لتتحرك معك.</p>' +
      '<p><a class="action primary" href="/ar/women.html">تسوّق للنساء</a> <a class="action primary" href="/ar/men.html">تسوّق للرجال</a></p></section>',
  },
  'home-promo': {
    fr:
      '<ul class="home-promo">' +
      '<li><a href="/fr/femmes/hauts.html"><strong>Des hauts pour chaque séance</strong><span>T-shirts, débardeurs et sweats à capuche</span></a></li>' +
      '<li><a href="/fr/hommes/vestes.html"><strong>Des vestes prêtes pour la météo</strong><span>Vestes de pluie, polaires et parkas</span></a></li>' +
      '<li><a href="/fr/equipement/materiel-de-fitness.html"><strong>Une salle de sport à la maison</strong><span>Tapis, poids et rouleaux</span></a></li>' +
      '</ul>',
    ar:
      '<ul class="home-promo">' +
      '<li><a href="/ar/women/tops.html"><strong>بلوزات لكل تمرين</strong><span>تيشيرتات وقمصان بلا أكمام وهوديات</span></a></li>' +
      '<li><a href="/ar/men/jackets.html"><strong>جاكيتات لكل الأجواء</strong><span>سترات واقية وفليس وباركا</span></a></li>' +
      '<li><a href="/ar/gear/fitness-equipment.html"><strong>جهّز صالتك الرياضية في المنزل</strong><span>سجادات وأوزان وأسطوانات</span></a></li>' +
      '</ul>',
  },
  'home-features': {
    fr:
      '<ul class="home-features"><li><strong>Livraison offerte</strong> au-delà d’un certain montant</li>' +
      '<li><strong>Retours sous 30 jours</strong>, sans justification</li><li><strong>Des points de fidélité</strong> sur chaque commande</li></ul>',
    ar:
      '<ul class="home-features"><li><strong>شحن مجاني</strong> بدءاً من مبلغ معيّن</li>' +
      '<li><strong>إرجاع خلال 30 يوماً</strong> دون أي أسئلة</li><li><strong>نقاط مكافأة</strong> على كل طلب</li></ul>',
  },
  'footer-links': {
    fr:
      '<ul class="footer links"><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/service-client">Service client</a></li>' +
      '<li><a href="/fr/privacy-policy">Politique de confidentialité</a></li><li><a href="/fr/catalogsearch/advanced/">Recherche avancée</a></li></ul>',
    ar:
      '<ul class="footer links"><li><a href="/ar/about-us">من نحن</a></li><li><a href="/ar/customer-service">خدمة العملاء</a></li>' +
      '<li><a href="/ar/privacy-policy">سياسة الخصوصية</a></li><li><a href="/ar/catalogsearch/advanced/">بحث متقدم</a></li></ul>',
  },
};

export default defineSeed({
  /** After the blocks themselves (the seed's content). */
  async seed(tx) {
    for (const [identifier, byView] of Object.entries(blocks)) {
      const [block] = await tx.select({ id: s.cmsBlocks.id }).from(s.cmsBlocks).where(eq(s.cmsBlocks.identifier, identifier));
      if (!block) continue;
      const values = Object.entries(byView).map(([view, content]) => ({ blockId: block.id, storeView: view, content: storedHtml(content) }));
      if (values.length > 0) await tx.insert(cmsBlockContent).values(values);
    }
  },
});
