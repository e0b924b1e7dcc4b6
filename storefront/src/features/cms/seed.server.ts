import { defineSeed } from '../../../server/db/define-seed';
import { storedHtml } from '../../../server/lib/stored-html';
import { cmsPages } from './schema.server';
import { seedContentInViews } from './views.seed';

/**
 * The pages a new shop starts with, as Magento installs them (their URL keys are the platform's),
 * written for Summit Outfitters. The figures match the shop's defaults: free shipping from $50
 * (FREE_SHIPPING_THRESHOLD), Flat Rate $5.00 per item otherwise (FLAT_RATE_PER_ITEM), 30-day returns.
 * The content goes through the sanitizer when seeded.
 */
function pages(): (typeof cmsPages.$inferInsert)[] {
  return [
    {
      urlKey: 'about-us',
      title: 'About Us',
      contentHeading: 'About Summit Outfitters',
      metaTitle: 'About Summit Outfitters',
      metaDescription: 'Who we are: a small team outfitting hikers, runners and gym regulars with clothing and gear we test ourselves.',
      content:
        '<p>Summit Outfitters began with a handful of people who spent their weekends on trails and their weekday evenings in the gym, and who kept buying gear that did not last a season. We decided to sell only what we would wear ourselves.</p>' +
        '<h2>What we stand for</h2>' +
        '<ul><li><strong>Tested before it is listed.</strong> Every jacket, legging and bag in the shop has been worn on a trail, a run or a training session by one of us.</li>' +
        '<li><strong>Clear prices.</strong> What you see in the cart is what you pay, shipping included; orders over $50 ship free.</li>' +
        '<li><strong>Easy returns.</strong> Changed your mind? You have 30 days to send it back.</li></ul>' +
        '<h2>Talk to us</h2>' +
        '<p>Questions about a size, an order or a product? Write to us through the <a href="/contact">Contact Us</a> page; we answer within one business day. More answers are on our <a href="/customer-service">Customer Service</a> page.</p>',
    },
    {
      urlKey: 'customer-service',
      title: 'Customer Service',
      contentHeading: 'Customer Service',
      metaTitle: 'Customer Service',
      metaDescription: 'How to reach Summit Outfitters, how shipping and returns work, and where to find your order.',
      content:
        '<p>We are here to help before and after you order. Most questions are answered below.</p>' +
        '<h2>How to reach us</h2>' +
        '<ul><li>Write to us on the <a href="/contact">Contact Us</a> page, or with the Customer Service button at the bottom of every page. We reply within one business day, Monday to Friday.</li>' +
        '<li>Include your order number when you write about an order: it helps us find it at once.</li></ul>' +
        '<h2>Your order</h2>' +
        '<ul><li>Signed in? Your orders, their invoices and shipments are under My Account › My Orders.</li>' +
        '<li>Ordered as a guest? Find your order on the <a href="/sales/guest/form">Orders and Returns</a> page with your order number, billing last name and e-mail address or ZIP code.</li></ul>' +
        '<h2>Shipping</h2>' +
        '<p>Orders over $50 ship free. Below that, shipping is a flat $5.00 per item. Read the details in our <a href="/shipping-policy">Shipping Policy</a>.</p>' +
        '<h2>Returns</h2>' +
        '<p>You may return unworn items within 30 days of delivery, no questions asked. See our <a href="/returns-policy">Returns Policy</a> for how to send them back.</p>' +
        '<h2>Privacy</h2>' +
        '<p>What we store about you, and why, is explained in our <a href="/privacy-policy-cookie-restriction-mode">Privacy and Cookie Policy</a>.</p>',
    },
    {
      urlKey: 'privacy-policy-cookie-restriction-mode',
      title: 'Privacy and Cookie Policy',
      contentHeading: 'Privacy and Cookie Policy',
      metaTitle: 'Privacy and Cookie Policy',
      metaDescription: 'What Summit Outfitters stores about you, the cookies this shop sets and what each one is for.',
      content:
        '<p>This policy explains what Summit Outfitters stores about you when you use this shop, why, and for how long.</p>' +
        '<h2>What we store</h2>' +
        '<ul><li><strong>Your account</strong>: your name, e-mail address, date of birth if you give it, your address book and a hash of your password (never the password itself).</li>' +
        '<li><strong>Your orders</strong>: what you bought, the billing and shipping addresses, and how you paid. Of a payment card we keep only its type and last four digits.</li>' +
        '<li><strong>Your messages</strong>: what you send us through the contact form, so that we can answer it.</li>' +
        '<li><strong>Your cart and lists</strong>: the products in your cart, wish list and comparison list.</li></ul>' +
        '<p>We do not sell your data. We use it to run the shop: to take and deliver your orders, to answer you, and to keep the shop secure.</p>' +
        '<h2>Cookies</h2>' +
        '<p>A cookie is a small piece of text the shop asks your browser to keep. This shop sets these cookies:</p>' +
        '<ul><li><strong>shop_session</strong>: keeps your session (your cart, whether you are signed in). Deleted when it expires.</li>' +
        '<li><strong>form_key</strong>: a random key sent with every form, so that no other site can submit forms in your name. Kept 24 hours.</li>' +
        '<li><strong>mage-messages</strong>: carries a message (such as &quot;You saved the account information.&quot;) to the next page you open.</li>' +
        '<li><strong>section_data_ids</strong>, <strong>mage-cache-sessid</strong> and <strong>private_content_owner</strong>: tell your browser when its copy of your cart and account details is out of date.</li>' +
        '<li><strong>login_redirect</strong>: remembers the page to return to after you sign in.</li>' +
        '<li><strong>guest-view</strong>: keeps the order you looked up on the Orders and Returns page open for a few minutes.</li>' +
        '<li><strong>impression_list_data</strong>: remembers which list you clicked a product in, for our shop statistics. Kept one hour.</li></ul>' +
        '<p>The shop does not work without cookies: see <a href="/enable-cookies">how to enable cookies</a> in your browser.</p>' +
        '<h2>Your rights</h2>' +
        '<p>You may ask us what we store about you, ask us to correct it or to delete it. Write to us on the <a href="/contact">Contact Us</a> page.</p>',
    },
    {
      urlKey: 'enable-cookies',
      title: 'Enable Cookies',
      contentHeading: 'What are cookies?',
      metaTitle: 'Enable Cookies',
      metaDescription: 'How to turn cookies on in your browser so that you can shop at Summit Outfitters.',
      content:
        '<p>Cookies are small files a website asks your browser to keep. This shop needs them to remember your cart, to keep you signed in and to protect your forms. If cookies are turned off in your browser, you can look at the shop but not buy.</p>' +
        '<h2>How to enable cookies</h2>' +
        '<ul><li><strong>Chrome</strong>: Settings › Privacy and security › Third-party cookies (or Cookies and other site data), then allow sites to save cookies.</li>' +
        '<li><strong>Firefox</strong>: Settings › Privacy &amp; Security › Enhanced Tracking Protection; choose Standard, or add an exception for this shop.</li>' +
        '<li><strong>Safari</strong>: Settings › Privacy, then turn off Block All Cookies.</li>' +
        '<li><strong>Edge</strong>: Settings › Cookies and site permissions › Manage and delete cookies and site data, then allow sites to save cookies.</li></ul>' +
        '<p>After changing the setting, reload this page. Which cookies we set, and why, is explained in our <a href="/privacy-policy-cookie-restriction-mode">Privacy and Cookie Policy</a>.</p>',
    },
    {
      urlKey: 'returns-policy',
      title: 'Returns Policy',
      contentHeading: '30-day returns',
      metaTitle: 'Returns Policy',
      metaDescription: 'Return unworn items to Summit Outfitters within 30 days of delivery, no questions asked.',
      content:
        '<p>If something is not right, send it back within 30 days of delivery, no questions asked.</p>' +
        '<h2>What can be returned</h2>' +
        '<ul><li>Clothing and gear that is unworn and unwashed, with its tags attached.</li>' +
        '<li>Equipment in its original packaging, unused.</li></ul>' +
        '<h2>How to return</h2>' +
        '<ol><li>Write to us on the <a href="/contact">Contact Us</a> page with your order number and the items you are returning.</li>' +
        '<li>We reply with the return address and a return number within one business day.</li>' +
        '<li>Pack the items with the return number inside and send them back.</li></ol>' +
        '<h2>Refunds</h2>' +
        '<p>Once your parcel arrives we refund the items to the card you paid with, usually within five business days. The original shipping is refunded when the whole order comes back.</p>' +
        '<p>Ordered as a guest? Check your order on the <a href="/sales/guest/form">Orders and Returns</a> page.</p>',
    },
    {
      urlKey: 'shipping-policy',
      title: 'Shipping Policy',
      contentHeading: 'Shipping',
      metaTitle: 'Shipping Policy',
      metaDescription: 'Free shipping on Summit Outfitters orders over $50; a flat $5.00 per item below that.',
      content:
        '<p>We ship every order from our own warehouse.</p>' +
        '<h2>What shipping costs</h2>' +
        '<ul><li><strong>Free Shipping</strong> on orders with a subtotal of $50 or more.</li>' +
        '<li><strong>Flat Rate</strong>: $5.00 per item on smaller orders.</li></ul>' +
        '<p>The checkout shows the methods your order qualifies for, with their prices, before you pay.</p>' +
        '<h2>When it ships</h2>' +
        '<p>Orders placed before 2 p.m. on a business day usually leave the same day. When your order ships, we e-mail you its tracking number; signed-in customers also find it under My Account › My Orders, and guests on the <a href="/sales/guest/form">Orders and Returns</a> page.</p>' +
        '<p>Something wrong with a delivery? <a href="/contact">Contact us</a>.</p>',
    },
  ];
}

export default defineSeed({
  async seed(tx) {
    await tx.insert(cmsPages).values(pages().map((page) => ({ ...page, content: storedHtml(page.content ?? '') })));
    await seedContentInViews(tx);
  },
});
