import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { defineSeed } from '../../../server/db/define-seed';
import * as s from '../../../server/db/schema';
import { benefits, type styleWords } from '../../../server/db/seed-data';
import type { StoreViewCode } from '../store-views/model';
import type { ViewDetails } from './types';
import { attributeContent, attributeOptionContent, categoryContent, productContent } from './schema.server';
import { createCatalogContent } from './content.server';
import { searchIndex, searchMatches } from './layered-navigation.server';

// The demo catalogue in French and Arabic (issue 31 item 3, ADR 0041): every category, and the
// products on the first page of each category (position under PRODUCTS_PER_VIEW: the default sort
// is by position, 12 to a page), named from the words their English names are made of. Arabic
// keeps the default (English) URL keys, as many Magento shops selling in Arabic do; French has its own.

type Translated = { fr: string; ar: string };

/** The products whose position is below it get names in the views: the first page (12) of every category. */
const PRODUCTS_PER_VIEW = 12;

/** The categories by their path in the default view. */
const categories: Record<string, Translated & { frKey: string; frDescription: string; arDescription: string }> = {
  women: { fr: 'Femmes', ar: 'نساء', frKey: 'femmes', frDescription: 'Des couches, des leggings et des robes conçus pour bouger avec vous.', arDescription: 'طبقات وليغينغ وفساتين مصممة لتتحرك معك.' },
  'women/tops': { fr: 'Hauts', ar: 'بلوزات', frKey: 'hauts', frDescription: 'Des t-shirts, débardeurs et sweats respirants pour les jours d’entraînement comme pour les jours de repos.', arDescription: 'تيشيرتات وقمصان بلا أكمام وهوديات جيدة التهوية لأيام التمرين وأيام الراحة.' },
  'women/bottoms': { fr: 'Bas', ar: 'ملابس سفلية', frKey: 'bas', frDescription: 'Des leggings, shorts et pantalons dont la coupe reste en place.', arDescription: 'ليغينغ وشورتات وبناطيل بقصّة تبقى ثابتة في مكانها.' },
  'women/dresses': { fr: 'Robes', ar: 'فساتين', frKey: 'robes', frDescription: 'Des robes faciles à porter pour les journées chaudes et les longues soirées.', arDescription: 'فساتين مريحة للأيام الدافئة والأمسيات الطويلة.' },
  men: { fr: 'Hommes', ar: 'رجال', frKey: 'hommes', frDescription: 'Des basiques techniques et des couches extérieures pour chaque saison.', arDescription: 'ملابس أساسية عالية الأداء وطبقات خارجية لكل موسم.' },
  'men/tops': { fr: 'Hauts', ar: 'قمصان', frKey: 'hauts', frDescription: 'Des t-shirts, polos et sweats taillés pour le confort.', arDescription: 'تيشيرتات وقمصان بولو وسويتشيرتات مفصّلة للراحة.' },
  'men/bottoms': { fr: 'Bas', ar: 'ملابس سفلية', frKey: 'bas', frDescription: 'Des pantalons, joggings et shorts pour les sentiers et la salle de sport.', arDescription: 'بناطيل وجوغر وشورتات للمسارات وصالة الرياضة.' },
  'men/jackets': { fr: 'Vestes', ar: 'جاكيتات', frKey: 'vestes', frDescription: 'Des vestes de pluie, polaires et parkas contre le vent et la pluie.', arDescription: 'سترات واقية وسترات فليس وباركا في وجه الرياح والمطر.' },
  gear: { fr: 'Équipement', ar: 'معدات', frKey: 'equipement', frDescription: 'Des sacs, du matériel et des montres pour s’entraîner partout.', arDescription: 'حقائب ومعدات وساعات للتمرين في أي مكان.' },
  'gear/bags': { fr: 'Sacs', ar: 'حقائب', frKey: 'sacs', frDescription: 'Des sacs avec une poche pour chaque chose.', arDescription: 'حقائب بجيب لكل شيء.' },
  'gear/fitness-equipment': { fr: 'Matériel de fitness', ar: 'معدات اللياقة البدنية', frKey: 'materiel-de-fitness', frDescription: 'Des tapis, des poids et des rouleaux pour une salle de sport à la maison.', arDescription: 'سجادات وأوزان وأسطوانات لصالة رياضية في المنزل.' },
  'gear/watches': { fr: 'Montres', ar: 'ساعات', frKey: 'montres', frDescription: 'Des montres et des bracelets d’activité qui suivent le rythme.', arDescription: 'ساعات وأجهزة تتبع تواكب إيقاعك.' },
};

/** What a product is (the last words of its English name). */
const nouns: Record<string, Translated> = {
  Tee: { fr: 'T-shirt', ar: 'تيشيرت' },
  Tank: { fr: 'Débardeur', ar: 'قميص بلا أكمام' },
  Hoodie: { fr: 'Sweat à capuche', ar: 'هودي' },
  'Bra Top': { fr: 'Brassière', ar: 'حمالة صدر رياضية' },
  'Long-Sleeve Top': { fr: 'Haut à manches longues', ar: 'بلوزة بأكمام طويلة' },
  Pullover: { fr: 'Pull', ar: 'كنزة' },
  Leggings: { fr: 'Legging', ar: 'ليغينغ' },
  Pant: { fr: 'Pantalon', ar: 'بنطال' },
  Short: { fr: 'Short', ar: 'شورت' },
  Capri: { fr: 'Corsaire', ar: 'بنطال كابري' },
  Skort: { fr: 'Jupe-short', ar: 'تنورة شورت' },
  Dress: { fr: 'Robe', ar: 'فستان' },
  Sundress: { fr: 'Robe d’été', ar: 'فستان صيفي' },
  'Wrap Dress': { fr: 'Robe portefeuille', ar: 'فستان ملفوف' },
  'Shirt Dress': { fr: 'Robe chemise', ar: 'فستان قميص' },
  Polo: { fr: 'Polo', ar: 'قميص بولو' },
  Henley: { fr: 'T-shirt col tunisien', ar: 'قميص هينلي' },
  'Crew Sweatshirt': { fr: 'Sweat col rond', ar: 'سويتشيرت بياقة دائرية' },
  Jogger: { fr: 'Jogging', ar: 'بنطال جوغر' },
  'Track Pant': { fr: 'Pantalon de survêtement', ar: 'بنطال رياضي' },
  Jacket: { fr: 'Veste', ar: 'جاكيت' },
  Windbreaker: { fr: 'Coupe-vent', ar: 'سترة واقية من الرياح' },
  'Rain Shell': { fr: 'Veste de pluie', ar: 'سترة واقية من المطر' },
  Fleece: { fr: 'Polaire', ar: 'سترة فليس' },
  Parka: { fr: 'Parka', ar: 'باركا' },
  Backpack: { fr: 'Sac à dos', ar: 'حقيبة ظهر' },
  Duffle: { fr: 'Sac de sport', ar: 'حقيبة رياضية' },
  'Messenger Bag': { fr: 'Sacoche', ar: 'حقيبة كتف' },
  Tote: { fr: 'Cabas', ar: 'حقيبة تسوق' },
  'Sling Pack': { fr: 'Sac bandoulière', ar: 'حقيبة بحزام واحد' },
  'Yoga Mat': { fr: 'Tapis de yoga', ar: 'سجادة يوغا' },
  'Foam Roller': { fr: 'Rouleau de massage', ar: 'أسطوانة تدليك' },
  Kettlebell: { fr: 'Kettlebell', ar: 'كيتل بل' },
  'Jump Rope': { fr: 'Corde à sauter', ar: 'حبل قفز' },
  'Resistance Band Set': { fr: 'Lot de bandes élastiques', ar: 'مجموعة أحزمة مقاومة' },
  'Water Bottle': { fr: 'Gourde', ar: 'زجاجة ماء' },
  'Dumbbell Pair': { fr: 'Paire d’haltères', ar: 'زوج دمبل' },
  'Sport Watch': { fr: 'Montre de sport', ar: 'ساعة رياضية' },
  Chronograph: { fr: 'Chronographe', ar: 'ساعة كرونوغراف' },
  'Field Watch': { fr: 'Montre de terrain', ar: 'ساعة ميدانية' },
  'Dive Watch': { fr: 'Montre de plongée', ar: 'ساعة غوص' },
  'Fitness Tracker': { fr: 'Bracelet d’activité', ar: 'جهاز تتبع اللياقة' },
};

/** The line a product belongs to (the middle word of its English name): phrases that agree with any noun. */
const styles: Record<(typeof styleWords)[number], Translated> = {
  Everyday: { fr: 'de tous les jours', ar: 'للاستخدام اليومي' },
  Trail: { fr: 'de trail', ar: 'للمسارات الجبلية' },
  Studio: { fr: 'de studio', ar: 'للاستوديو' },
  Performance: { fr: 'performance', ar: 'للأداء العالي' },
  Essential: { fr: 'basique', ar: 'من المجموعة الأساسية' },
  Active: { fr: 'sport', ar: 'للرياضة' },
  Light: { fr: 'plume', ar: 'بوزن خفيف' },
  Thermal: { fr: 'thermique', ar: 'للتدفئة' },
  Classic: { fr: 'classique', ar: 'بتصميم كلاسيكي' },
  Motion: { fr: 'dynamique', ar: 'للحركة' },
};

/** A product's short description is one of the benefits: each in French and Arabic, in the order of `benefits`. */
const benefitTexts: readonly Translated[] = [
  { fr: 'Le tissu qui évacue l’humidité vous garde au sec quand le rythme s’accélère.', ar: 'قماش يطرد الرطوبة ويبقيك جافاً عندما تزداد السرعة.' },
  { fr: 'Les coutures plates évitent les frottements pendant les longues séances.', ar: 'الدرزات المسطحة تمنع الاحتكاك خلال الجلسات الطويلة.' },
  { fr: 'Les détails réfléchissants vous rendent visible à la nuit tombée.', ar: 'التفاصيل العاكسة تبقيك مرئياً بعد حلول الظلام.' },
  { fr: 'Une coupe ample laisse de la place pour superposer les couches.', ar: 'القصّة الواسعة تترك مجالاً لارتداء طبقات إضافية.' },
  { fr: 'L’extensibilité dans les quatre sens accompagne chacun de vos pas.', ar: 'قماش مرن في الاتجاهات الأربعة يتحرك مع كل خطوة.' },
  { fr: 'La matière à séchage rapide est prête pour la séance suivante.', ar: 'خامة سريعة الجفاف جاهزة للجولة التالية.' },
  { fr: 'Fabriqué avec des matériaux recyclés pour réduire les déchets.', ar: 'مصنوع من مواد معاد تدويرها للحد من الهدر.' },
  { fr: 'Un intérieur gratté tout doux apporte de la chaleur sans alourdir.', ar: 'بطانة داخلية ناعمة تضيف الدفء دون وزن زائد.' },
  { fr: 'Conçu pour résister à des centaines de lavages.', ar: 'مصمم ليصمد أمام مئات الغسلات.' },
  { fr: 'Des rangements astucieux gardent les petites affaires à portée de main.', ar: 'مساحات تخزين ذكية تبقي الأغراض الصغيرة في متناول يدك.' },
  { fr: 'Assez léger pour être emporté partout.', ar: 'خفيف بما يكفي لتحمله إلى أي مكان.' },
  { fr: 'Testé par des athlètes en toute saison.', ar: 'اختبره رياضيون في كل المواسم.' },
];

/** A URL key from a French name: lower case ASCII, accents dropped (`Sac à dos Aero de trail` → `sac-a-dos-aero-de-trail`). */
function frenchUrlKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A demo product's name in French and Arabic from its English one (`<Name> <Style> <Noun>`), or null for another name. */
function translatedName(name: string): Translated | null {
  const [word, style, ...rest] = name.split(' ');
  const line = styles[style as keyof typeof styles];
  const noun = nouns[rest.join(' ')];
  if (!word || !line || !noun) return null;
  return { fr: `${noun.fr} ${word} ${line.fr}`, ar: `${noun.ar} ${word} ${line.ar}` };
}

async function seedViews(tx: Db) {
  const categoryRows = await tx.select({ id: s.categories.id, urlPath: s.categories.urlPath }).from(s.categories);
  const categoryValues = categoryRows.flatMap((row) => {
    const texts = categories[row.urlPath];
    if (!texts) return [];
    return [
      { categoryId: row.id, storeView: 'fr' as StoreViewCode, name: texts.fr, urlKey: texts.frKey, description: texts.frDescription },
      { categoryId: row.id, storeView: 'ar' as StoreViewCode, name: texts.ar, description: texts.arDescription },
    ];
  });
  if (categoryValues.length > 0) await tx.insert(categoryContent).values(categoryValues);

  const products = await tx
    .select({ id: s.products.id, sku: s.products.sku, name: s.products.name, shortDescription: s.products.shortDescription, details: s.products.details })
    .from(s.products)
    .where(and(isNull(s.products.parentId), lt(s.products.position, PRODUCTS_PER_VIEW)))
    .orderBy(asc(s.products.id));
  const usedKeys = new Set<string>();
  const productValues = products.flatMap((product) => {
    const name = translatedName(product.name);
    if (!name) return [];
    const benefit = benefitTexts[benefits.indexOf(product.shortDescription as (typeof benefits)[number])];
    let urlKey = frenchUrlKey(name.fr);
    if (usedKeys.has(urlKey)) urlKey = `${urlKey}-${product.sku.toLowerCase()}`;
    usedKeys.add(urlKey);
    return [
      { productId: product.id, storeView: 'fr' as StoreViewCode, name: name.fr, urlKey, shortDescription: benefit?.fr ?? null, details: detailsIn('fr', product.details) },
      { productId: product.id, storeView: 'ar' as StoreViewCode, name: name.ar, shortDescription: benefit?.ar ?? null, details: detailsIn('ar', product.details) },
    ];
  });
  for (let at = 0; at < productValues.length; at += 1000) await tx.insert(productContent).values(productValues.slice(at, at + 1000));

  await seedAttributeLabels(tx);
  await seedViewSearchTerms(tx);
}

/** The "More Information" details' labels in French and Arabic. */
const detailLabels: Record<string, Translated> = {
  Material: { fr: 'Matière', ar: 'الخامة' },
  Pattern: { fr: 'Motif', ar: 'النقشة' },
  Climate: { fr: 'Climat', ar: 'المناخ' },
  Activity: { fr: 'Activité', ar: 'النشاط' },
  'Eco Collection': { fr: 'Collection éco', ar: 'مجموعة صديقة للبيئة' },
  Style: { fr: 'Style', ar: 'الطراز' },
  Strap: { fr: 'Bracelet', ar: 'الحزام' },
  Features: { fr: 'Caractéristiques', ar: 'المزايا' },
  Gender: { fr: 'Genre', ar: 'الفئة' },
  'Water Resistance': { fr: 'Étanchéité', ar: 'مقاومة الماء' },
};

/** Their values (the seed's words: `server/db/seed-data.ts`); a value not here (`50 m`) is the same in every view. */
const detailValues: Record<string, Translated> = {
  Cotton: { fr: 'Coton', ar: 'قطن' },
  'Organic Cotton': { fr: 'Coton biologique', ar: 'قطن عضوي' },
  Polyester: { fr: 'Polyester', ar: 'بوليستر' },
  'Recycled Polyester': { fr: 'Polyester recyclé', ar: 'بوليستر معاد تدويره' },
  Nylon: { fr: 'Nylon', ar: 'نايلون' },
  'Merino Wool': { fr: 'Laine mérinos', ar: 'صوف ميرينو' },
  'Spandex blend': { fr: 'Mélange élasthanne', ar: 'مزيج سباندكس' },
  Canvas: { fr: 'Toile', ar: 'قماش كانفاس' },
  Leather: { fr: 'Cuir', ar: 'جلد' },
  Rubber: { fr: 'Caoutchouc', ar: 'مطاط' },
  Foam: { fr: 'Mousse', ar: 'إسفنج' },
  Steel: { fr: 'Acier', ar: 'فولاذ' },
  'Cast Iron': { fr: 'Fonte', ar: 'حديد زهر' },
  TPE: { fr: 'TPE', ar: 'مطاط حراري TPE' },
  'Stainless Steel': { fr: 'Acier inoxydable', ar: 'فولاذ مقاوم للصدأ' },
  Silicone: { fr: 'Silicone', ar: 'سيليكون' },
  Titanium: { fr: 'Titane', ar: 'تيتانيوم' },
  Solid: { fr: 'Uni', ar: 'سادة' },
  Heathered: { fr: 'Chiné', ar: 'مُبرقش' },
  Striped: { fr: 'Rayé', ar: 'مخطط' },
  'Color-Blocked': { fr: 'Color block', ar: 'كتل لونية' },
  'Graphic Print': { fr: 'Imprimé graphique', ar: 'طبعة جرافيك' },
  'All-Weather': { fr: 'Toutes saisons', ar: 'لكل الأجواء' },
  Cool: { fr: 'Frais', ar: 'بارد' },
  Warm: { fr: 'Chaud', ar: 'دافئ' },
  Indoor: { fr: 'Intérieur', ar: 'داخلي' },
  Windy: { fr: 'Venteux', ar: 'عاصف' },
  Rainy: { fr: 'Pluvieux', ar: 'ماطر' },
  Running: { fr: 'Course à pied', ar: 'الجري' },
  Yoga: { fr: 'Yoga', ar: 'اليوغا' },
  Gym: { fr: 'Salle de sport', ar: 'النادي الرياضي' },
  Hiking: { fr: 'Randonnée', ar: 'المشي لمسافات طويلة' },
  Everyday: { fr: 'Quotidien', ar: 'الاستخدام اليومي' },
  Cycling: { fr: 'Vélo', ar: 'ركوب الدراجات' },
  Travel: { fr: 'Voyage', ar: 'السفر' },
  School: { fr: 'École', ar: 'المدرسة' },
  Urban: { fr: 'Ville', ar: 'المدينة' },
  'Home Workout': { fr: 'Entraînement à la maison', ar: 'التمرين في المنزل' },
  Recovery: { fr: 'Récupération', ar: 'الاستشفاء' },
  Outdoor: { fr: 'Plein air', ar: 'الهواء الطلق' },
  Swimming: { fr: 'Natation', ar: 'السباحة' },
  Yes: { fr: 'Oui', ar: 'نعم' },
  No: { fr: 'Non', ar: 'لا' },
  Tee: { fr: 'T-shirt', ar: 'تيشيرت' },
  Tank: { fr: 'Débardeur', ar: 'قميص بلا أكمام' },
  Pullover: { fr: 'Pull', ar: 'كنزة' },
  Hoodie: { fr: 'Sweat à capuche', ar: 'هودي' },
  Crop: { fr: 'Court', ar: 'قصير' },
  Leggings: { fr: 'Legging', ar: 'ليغينغ' },
  Joggers: { fr: 'Jogging', ar: 'جوغر' },
  Shorts: { fr: 'Short', ar: 'شورت' },
  Capris: { fr: 'Corsaire', ar: 'كابري' },
  'A-Line': { fr: 'Trapèze', ar: 'بقصة A' },
  Wrap: { fr: 'Portefeuille', ar: 'ملفوف' },
  Shift: { fr: 'Droite', ar: 'مستقيم' },
  Maxi: { fr: 'Longue', ar: 'طويل' },
  Polo: { fr: 'Polo', ar: 'بولو' },
  Sweatshirt: { fr: 'Sweat', ar: 'سويتشيرت' },
  Pants: { fr: 'Pantalon', ar: 'بنطال' },
  Insulated: { fr: 'Isolée', ar: 'معزول' },
  'Soft Shell': { fr: 'Softshell', ar: 'سوفت شل' },
  'Rain Coat': { fr: 'Imperméable', ar: 'معطف مطر' },
  Windbreaker: { fr: 'Coupe-vent', ar: 'واقٍ من الرياح' },
  Lightweight: { fr: 'Léger', ar: 'خفيف الوزن' },
  Adjustable: { fr: 'Réglable', ar: 'قابل للتعديل' },
  Double: { fr: 'Double', ar: 'مزدوج' },
  Single: { fr: 'Simple', ar: 'مفرد' },
  Padded: { fr: 'Rembourré', ar: 'مبطن' },
  Mesh: { fr: 'Maille milanaise', ar: 'شبكي' },
  'Laptop Sleeve': { fr: 'Compartiment ordinateur', ar: 'جيب للحاسوب المحمول' },
  'Water Bottle Pocket': { fr: 'Poche à gourde', ar: 'جيب لزجاجة الماء' },
  Waterproof: { fr: 'Imperméable', ar: 'مقاوم للماء' },
  Unisex: { fr: 'Mixte', ar: 'للجنسين' },
};

/** A product's details in a view, each label and value the view's words where the seed has them (the others: the default's). */
function detailsIn(view: 'fr' | 'ar', details: Record<string, string>): ViewDetails | null {
  const own = Object.entries(details).flatMap(([label, value]) => {
    const inView = { label: detailLabels[label]?.[view] ?? null, value: detailValues[value]?.[view] ?? null };
    return inView.label === null && inView.value === null ? [] : [[label, inView] as const];
  });
  return own.length > 0 ? Object.fromEntries(own) : null;
}

/** The colours' names in French and Arabic (sizes are the same letters and numbers in every view). */
const colorLabels: Record<string, Translated> = {
  Black: { fr: 'Noir', ar: 'أسود' },
  Blue: { fr: 'Bleu', ar: 'أزرق' },
  Brown: { fr: 'Marron', ar: 'بني' },
  Gray: { fr: 'Gris', ar: 'رمادي' },
  Green: { fr: 'Vert', ar: 'أخضر' },
  Orange: { fr: 'Orange', ar: 'برتقالي' },
  Purple: { fr: 'Violet', ar: 'بنفسجي' },
  Red: { fr: 'Rouge', ar: 'أحمر' },
  White: { fr: 'Blanc', ar: 'أبيض' },
  Yellow: { fr: 'Jaune', ar: 'أصفر' },
};

/** The attributes' labels by code. */
const attributeLabels: Record<string, Translated> = {
  color: { fr: 'Couleur', ar: 'اللون' },
  size: { fr: 'Taille', ar: 'المقاس' },
};

/** The demo's attributes and colours named in French and Arabic (issue 31): "Shop By", swatches, the cart's options. */
async function seedAttributeLabels(tx: Db) {
  const views = ['fr', 'ar'] as const;
  const attributes = await tx.select({ id: s.attributes.id, code: s.attributes.code }).from(s.attributes);
  const attributeRows = attributes.flatMap((a) => views.flatMap((storeView) => (attributeLabels[a.code] ? [{ attributeId: a.id, storeView, label: attributeLabels[a.code]![storeView] }] : [])));
  if (attributeRows.length > 0) await tx.insert(attributeContent).values(attributeRows);
  const options = await tx.select({ id: s.attributeOptions.id, label: s.attributeOptions.label }).from(s.attributeOptions);
  const optionRows = options.flatMap((o) => views.flatMap((storeView) => (colorLabels[o.label] ? [{ optionId: o.id, storeView, label: colorLabels[o.label]![storeView] }] : [])));
  if (optionRows.length > 0) await tx.insert(attributeOptionContent).values(optionRows);
}

/**
 * Search phrases in French and Arabic (what the products are, in each view's words), counted by
 * the view's own search (the default's index or the view's names), so each view suggests its
 * language's phrases from the start.
 */
async function seedViewSearchTerms(tx: Db) {
  const content = createCatalogContent({ db: tx });
  for (const view of ['fr', 'ar'] as const) {
    const terms = [...new Set(Object.values(nouns).map((noun) => noun[view].toLowerCase()))];
    await tx.insert(s.searchTerms).values(terms.map((term) => ({ storeView: view, term })));
    await tx.execute(sql`update search_terms t set num_results = (
      select count(*) from ${searchIndex} where ${searchMatches(sql`t.term`)} or ${content.viewMatches(view, sql`t.term`)})
      where t.store_view = ${view}`);
  }
}

export default defineSeed({
  seed: seedViews,
});

