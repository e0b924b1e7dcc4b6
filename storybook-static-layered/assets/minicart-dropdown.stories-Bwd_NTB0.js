const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./minicart-dropdown-DKFWoCwz.js","./rolldown-runtime-sJBDdmOt.js","./iframe-BRbpQvqT.js","./preload-helper-Dt5pTa-y.js","./chunk-7PIQR4A3-DUuI6D6u.js","./chunk-IMSF75WX-CjLAjAi6.js","./iframe-ILpvlKOs.css","./jsx-runtime-MKhVqBIO.js","./button-CoWe3urc.js","./dist-DeFuxmbL.js","./cn-BksUxDMQ.js","./dist-DfM7qAcG.js","./money-QNYIh1Gn.js","./decimal-DbNNdayR.js","./price-BOpwHmkJ.js","./i18n-CPRzYQoL.js","./constants-DFyMbJ30.js","./minicart-item-ByfVxtoJ.js","./confirm-dialog-DgOM43gq.js","./dist-DxxJkmxX.js","./dist-BXQh3oli.js","./dist-D6WtoD_U.js","./dist-BfKW3ibP.js","./react-dom-DaVA_BJO.js","./dist-DnRGWnpd.js","./dist-C8AoviMi.js","./dist-ByKMqPgF.js","./es2015-DQwcZpzM.js","./use-controllable-state-BfQEi8cJ.js","./modal-C9HDdfHZ.js","./loader-DnowUpFv.js","./alert-BLiYWKTz.js","./safe-html-BpZgPpoy.js"])))=>i.map(i=>d[i]);
import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./preload-helper-Dt5pTa-y.js";import{f as r}from"./iframe-BRbpQvqT.js";import{t as i}from"./jsx-runtime-MKhVqBIO.js";import{n as a,t as o}from"./cn-BksUxDMQ.js";import{c as s,s as c}from"./constants-DFyMbJ30.js";import{n as l,r as u,t as d}from"./minicart.fixtures-BVt5qnJH.js";import{n as f,t as p}from"./with-open-state-zbI8mfqU.js";import{r as m,t as h}from"./dropdown-dialog-DavfD6ho.js";function g(){return(0,y.jsxs)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 24 24`,className:`size-6 fill-none stroke-current stroke-2`,children:[(0,y.jsx)(`path`,{d:`M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2`,strokeLinecap:`round`,strokeLinejoin:`round`}),(0,y.jsx)(`circle`,{cx:`10`,cy:`20.5`,r:`1.3`}),(0,y.jsx)(`circle`,{cx:`17`,cy:`20.5`,r:`1.3`})]})}function _({open:e,onOpenChange:t,className:n,...r}){let i=r.cart?.summary_count;return(0,y.jsx)(`div`,{"data-slot":`minicart`,"data-state":e?`open`:`closed`,className:o(`relative`,n),children:(0,y.jsx)(h,{open:e,onOpenChange:t,title:c.myCart,closeOnMouseLeave:!1,className:`w-[min(24rem,calc(100vw-1rem))]`,trigger:(0,y.jsxs)(`button`,{type:`button`,onPointerEnter:()=>void b(),onFocus:()=>void b(),className:`relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-neutral-900 hover:bg-neutral-100`,children:[(0,y.jsx)(g,{}),(0,y.jsx)(`span`,{className:`sr-only lg:not-sr-only lg:text-sm lg:font-semibold`,children:`My Cart`}),(0,y.jsxs)(`span`,{"data-slot":`minicart-counter`,"aria-hidden":i===void 0||i===0||void 0,className:o(`absolute top-0.5 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs font-bold text-white lg:static lg:h-6 lg:min-w-6`,(i===void 0||i===0)&&`invisible`),children:[i??0,(0,y.jsx)(`span`,{className:`sr-only`,children:i===1?` item`:` items`})]})]}),children:(0,y.jsx)(x,{...r})})})}var v,y,b,x;function S(){return(S=e((()=>{v=r(),a(),m(),s(),y=i(),t(),b=()=>n(()=>import(`./minicart-dropdown-DKFWoCwz.js`),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32]),import.meta.url),x=(0,v.lazy)(()=>b().then(e=>({default:e.MiniCartDropdown})));try{_.displayName=`MiniCart`,_.__docgenInfo={description:`The mini cart: a trigger with the item count (its space reserved until the cart
section is known) and the kit's dropdown dialog 'My Cart', whose content's code loads
on the first hover or press. A press outside or Escape closes it; a quantity being
edited is not lost to a mouse that wanders off (no mouse-leave close).`,displayName:`MiniCart`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/minicart/components/minicart.d.ts`,methods:[],props:{open:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/minicart/components/minicart.d.ts`,name:`TypeLiteral`}],description:`Whether the dropdown is open (controlled: opening it closes the other menus).`,name:`open`,required:!0,tags:{},type:{name:`boolean`}},onOpenChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/minicart/components/minicart.d.ts`,name:`TypeLiteral`}],description:``,name:`onOpenChange`,required:!0,tags:{},type:{name:`(open: boolean) => void`}},className:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/minicart/components/minicart.d.ts`,name:`TypeLiteral`}],description:``,name:`className`,required:!1,tags:{},type:{name:`string`}}},tags:{}}}catch{}})))()}async function C(e){let t=await k(e).findByRole(`dialog`,{name:`My Cart`},{timeout:5e3});return await O(()=>T(t).toContainElement(document.activeElement)),document.activeElement.blur(),k(t)}var w,T,E,D,O,k,A,j,M,N,P,F,I,L,R,z,B;function V(){return(V=e((()=>{p(),S(),u(),w=i(),{expect:T,fn:E,userEvent:D,waitFor:O,within:k}=__STORYBOOK_MODULE_TEST__,A=f(_),j={title:`Storefront/MiniCartDropdown`,component:_,tags:[`autodocs`],args:{open:!0,onOpenChange:E(),cart:l(2),maxItemsToDisplay:10,cartUrl:`/checkout/cart/`,onCheckout:E(()=>!1),updateQty:E(async()=>({success:!0})),removeItem:E(async()=>({success:!0}))},decorators:[e=>(0,w.jsx)(`div`,{className:`flex min-h-[44rem] justify-end max-md:min-h-0`,children:(0,w.jsx)(`div`,{className:`h-fit`,children:(0,w.jsx)(e,{})})})],render:e=>(0,w.jsx)(A,{...e}),parameters:{docs:{description:{component:`The header's mini cart, opened: its trigger and the kit's dropdown dialog with this content.`}}}},M={args:{cart:d({cart_empty_message:`Browse the new season and fill it up.`})},play:async({canvasElement:e})=>{let t=await C(e);await T(t.getByText(`You have no items in your shopping cart.`)).toBeInTheDocument(),await T(t.getByText(`Browse the new season and fill it up.`)).toBeInTheDocument(),await T(t.queryByRole(`button`,{name:`Checkout immediately`})).toBeNull()}},N={args:{cart:l(1)},play:async({canvasElement:e})=>{let t=await C(e);await T(t.getByText(`1 item`)).toBeInTheDocument(),await T(t.getByText(`Color:`)).toBeInTheDocument(),await T(t.getByRole(`button`,{name:`Checkout immediately`})).toHaveAttribute(`title`,`Proceed to Checkout`)}},P={args:{cart:l(5),maxItemsToDisplay:2},play:async({canvasElement:e})=>{let t=await C(e);await T(t.getByText(`2 of 5 items`)).toBeInTheDocument(),await T(t.getAllByRole(`listitem`)).toHaveLength(2)}},F={args:{cart:l(5)},play:async({canvasElement:e})=>{let t=(await C(e)).getByRole(`list`,{name:`Recently added items`});await T(t).toHaveAttribute(`data-scrollable`,`true`),await O(()=>T(t.scrollHeight).toBeGreaterThan(t.clientHeight))}},I={args:{cart:l(2,{possible_onepage_checkout:!1})},play:async({canvasElement:e})=>{let t=await C(e);await T(t.queryByRole(`button`,{name:`Checkout immediately`})).toBeNull(),await T(t.getByRole(`link`,{name:`View and Edit Cart`})).toHaveAttribute(`href`,`/checkout/cart/`)}},L={args:{cart:l(2)},play:async({canvasElement:e,args:t})=>{(await C(e)).getByRole(`button`,{name:`Remove Hero Hoodie`}).focus(),await D.keyboard(`{Enter}`);let n=await k(document.body).findByRole(`alertdialog`);await T(n).toHaveTextContent(`Are you sure you would like to remove this item from the shopping cart?`),await D.click(k(n).getByText(/Are you sure/)),await T(k(e).getByRole(`dialog`,{name:`My Cart`})).toBeVisible(),await T(t.onOpenChange).not.toHaveBeenCalledWith(!1)}},R={args:{cart:l(2)},play:async({canvasElement:e})=>{let t=await C(e),n=t.getByRole(`textbox`,{name:`Qty of Sprite Yoga Strap 6 foot`}),r=e.querySelectorAll(`[data-slot="minicart-item-update"]`);await T(r[1]).toHaveAttribute(`data-state`,`hidden`),await D.clear(n),await D.type(n,`4`),await T(r[1]).toHaveAttribute(`data-state`,`visible`),await O(()=>T(t.getByRole(`button`,{name:`Update`})).toBeEnabled()),await T(r[0]).toHaveAttribute(`data-state`,`hidden`)}},z={args:{cart:l(3),maxItemsToDisplay:2},parameters:{test:{viewport:`phone`},layout:`fullscreen`},play:async({canvasElement:e})=>{await T((await C(e)).getByText(`2 of 3 items`)).toBeInTheDocument(),await T(document.scrollingElement?.scrollTop).toBe(0)}},B=[`Empty`,`OneItem`,`OfTotal`,`Scrolling`,`WithoutCheckout`,`RemoveConfirm`,`QuantityChanged`,`Phone`],M.parameters={...M.parameters,docs:{...M.parameters?.docs,source:{originalSource:`{
  args: {
    cart: cartSectionData({
      cart_empty_message: 'Browse the new season and fill it up.'
    })
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    await expect(canvas.getByText('Browse the new season and fill it up.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', {
      name: 'Checkout immediately'
    })).toBeNull();
  }
}`,...M.parameters?.docs?.source}}},N.parameters={...N.parameters,docs:{...N.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(1)
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('1 item')).toBeInTheDocument();
    await expect(canvas.getByText('Color:')).toBeInTheDocument();
    await expect(canvas.getByRole('button', {
      name: 'Checkout immediately'
    })).toHaveAttribute('title', 'Proceed to Checkout');
  }
}`,...N.parameters?.docs?.source}}},P.parameters={...P.parameters,docs:{...P.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(5),
    maxItemsToDisplay: 2
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.getByText('2 of 5 items')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  }
}`,...P.parameters?.docs?.source},description:{story:`Five lines with maxItemsToDisplay 2: the two most recent show, with the 'of' total.`,...P.parameters?.docs?.description}}},F.parameters={...F.parameters,docs:{...F.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(5)
  },
  play: async ({
    canvasElement
  }) => {
    const list = (await openCart(canvasElement)).getByRole('list', {
      name: 'Recently added items'
    });
    await expect(list).toHaveAttribute('data-scrollable', 'true');
    await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(list.clientHeight));
  }
}`,...F.parameters?.docs?.source},description:{story:`Three lines show at full height; the list scrolls past them.`,...F.parameters?.docs?.description}}},I.parameters={...I.parameters,docs:{...I.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(2, {
      possible_onepage_checkout: false
    })
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = await openCart(canvasElement);
    await expect(canvas.queryByRole('button', {
      name: 'Checkout immediately'
    })).toBeNull();
    await expect(canvas.getByRole('link', {
      name: 'View and Edit Cart'
    })).toHaveAttribute('href', '/checkout/cart/');
  }
}`,...I.parameters?.docs?.source}}},L.parameters={...L.parameters,docs:{...L.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(2)
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = await openCart(canvasElement);
    const remove = canvas.getByRole('button', {
      name: 'Remove Hero Hoodie'
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you would like to remove this item from the shopping cart?');
    // The confirm is a layer above the dropdown (in a portal): a press in it is not outside the cart.
    await userEvent.click(within(dialog).getByText(/Are you sure/));
    await expect(within(canvasElement).getByRole('dialog', {
      name: 'My Cart'
    })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  }
}`,...L.parameters?.docs?.source}}},R.parameters={...R.parameters,docs:{...R.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(2)
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = await openCart(canvasElement);
    const qty = canvas.getByRole('textbox', {
      name: 'Qty of Sprite Yoga Strap 6 foot'
    });
    const updates = canvasElement.querySelectorAll('[data-slot="minicart-item-update"]');
    await expect(updates[1]).toHaveAttribute('data-state', 'hidden');
    await userEvent.clear(qty);
    await userEvent.type(qty, '4');
    await expect(updates[1]).toHaveAttribute('data-state', 'visible');
    // The button fades in (300 ms) before it is exposed to assistive technology.
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Update'
    })).toBeEnabled());
    await expect(updates[0]).toHaveAttribute('data-state', 'hidden');
  }
}`,...R.parameters?.docs?.source}}},z.parameters={...z.parameters,docs:{...z.parameters?.docs,source:{originalSource:`{
  args: {
    cart: fixtureCart(3),
    maxItemsToDisplay: 2
  },
  parameters: {
    test: {
      viewport: 'phone'
    },
    layout: 'fullscreen'
  },
  play: async ({
    canvasElement
  }) => {
    await expect((await openCart(canvasElement)).getByText('2 of 3 items')).toBeInTheDocument();
    // The dropdown fits the phone screen: the page does not scroll when it takes focus.
    await expect(document.scrollingElement?.scrollTop).toBe(0);
  }
}`,...z.parameters?.docs?.source}}}})))()}V();export{M as Empty,P as OfTotal,N as OneItem,z as Phone,R as QuantityChanged,L as RemoveConfirm,F as Scrolling,I as WithoutCheckout,B as __namedExportsOrder,j as default};