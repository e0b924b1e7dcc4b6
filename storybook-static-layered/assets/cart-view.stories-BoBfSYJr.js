import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";import{n as i,t as a}from"./price-BOpwHmkJ.js";import{c as o,s}from"./constants-DFyMbJ30.js";import{n as c,t as l}from"./minicart-item-ByfVxtoJ.js";import{n as u,r as d}from"./minicart.fixtures-BVt5qnJH.js";import{n as f,r as p}from"./loader-DnowUpFv.js";function m({url:e}){return(0,g.jsx)(`p`,{className:`mt-4`,children:(0,g.jsx)(`a`,{href:e,className:`font-semibold text-brand-700 underline underline-offset-4`,children:`Continue Shopping`})})}function h({cart:e,renderItem:t,onCheckout:n,continueUrl:i=`/`}){return e===void 0?(0,g.jsx)(`div`,{"data-slot":`cart-view`,"data-state":`loading`,className:`relative min-h-[24rem]`,children:(0,g.jsx)(f,{active:!0,text:s.loading})}):e.items.length===0?(0,g.jsxs)(`div`,{"data-slot":`cart-view`,"data-state":`empty`,className:`min-h-[24rem] py-6`,children:[(0,g.jsx)(`p`,{className:`text-lg font-semibold`,children:s.cartEmpty}),e.cart_empty_message?(0,g.jsx)(`p`,{className:`mt-2 text-neutral-700`,children:e.cart_empty_message}):null,(0,g.jsx)(m,{url:i})]}):(0,g.jsxs)(`div`,{"data-slot":`cart-view`,"data-state":`ready`,className:`grid min-h-[24rem] gap-8 lg:grid-cols-[1fr_22rem]`,children:[(0,g.jsxs)(`section`,{"aria-labelledby":`cart-items-title`,children:[(0,g.jsx)(`h2`,{id:`cart-items-title`,className:`sr-only`,children:`Items in your cart`}),(0,g.jsx)(`ol`,{className:`border-y border-neutral-200`,children:e.items.map(e=>t(e))}),(0,g.jsx)(m,{url:i})]}),(0,g.jsxs)(`aside`,{"aria-labelledby":`cart-summary-title`,className:`h-fit rounded-lg bg-neutral-50 p-6`,children:[(0,g.jsx)(`h2`,{id:`cart-summary-title`,className:`text-xl font-bold`,children:`Summary`}),(0,g.jsxs)(`dl`,{className:`mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4`,children:[(0,g.jsxs)(`div`,{className:`flex justify-between`,children:[(0,g.jsx)(`dt`,{children:`Items`}),(0,g.jsx)(`dd`,{children:e.summary_count})]}),(0,g.jsxs)(`div`,{className:`flex justify-between text-lg font-bold`,children:[(0,g.jsx)(`dt`,{children:`Subtotal`}),(0,g.jsx)(`dd`,{"data-slot":`cart-subtotal`,children:e.subtotal_minor!==void 0&&e.currency_code?(0,g.jsx)(a,{amount:e.subtotal_minor,currency:e.currency_code,className:`text-lg`}):null})]})]}),(0,g.jsx)(r,{size:`lg`,className:`mt-6 w-full`,disabled:e.possible_onepage_checkout===!1,onClick:()=>n(),children:s.proceedToCheckout})]})]})}var g;function _(){return(_=e((()=>{n(),p(),i(),o(),g=t();try{h.displayName=`CartView`,h.__docgenInfo={description:`The shopping cart page's body: its lines from the cart section (private data, so
only in the browser), the summary with the subtotal and 'Proceed to Checkout', or the
empty state.`,displayName:`CartView`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/cart/components/cart-view.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var v,y,b,x,S,C,w,T,E,D;function O(){return(O=e((()=>{c(),d(),_(),v=t(),{expect:y,fn:b,within:x}=__STORYBOOK_MODULE_TEST__,S=h,C=e=>(0,v.jsx)(l,{item:e,currency:`USD`,showRowTotal:!0,onUpdateQty:async()=>({success:!0}),onRemove:async()=>({success:!0})},e.item_id),w={title:`Storefront/CartView`,component:S,tags:[`autodocs`],args:{cart:u(3),renderItem:C,onCheckout:b(()=>!1),continueUrl:`/`}},T={play:async({canvasElement:e})=>{let t=x(e);await y(t.getAllByRole(`listitem`)).toHaveLength(3),await y(t.getByRole(`heading`,{name:`Summary`})).toBeInTheDocument(),await y(e.querySelector(`[data-slot="cart-subtotal"]`)).toHaveTextContent(`$141.00`);let n=t.getAllByRole(`listitem`)[1];await y(n.querySelector(`[data-slot="minicart-item-price"]`)).toHaveTextContent(`$14.00`),await y(n.querySelector(`[data-slot="minicart-item-row-total"]`)).toHaveTextContent(`$28.00`),await y(t.getByRole(`button`,{name:`Proceed to Checkout`})).toBeEnabled()}},E={args:{cart:{items:[],summary_count:0,cart_empty_message:`Browse the new season and fill it up.`}},play:async({canvasElement:e})=>{let t=x(e);await y(t.getByText(`You have no items in your shopping cart.`)).toBeInTheDocument(),await y(t.getByRole(`link`,{name:`Continue Shopping`})).toHaveAttribute(`href`,`/`)}},D=[`WithItems`,`Empty`],T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', {
      name: 'Summary'
    })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="cart-subtotal"]')).toHaveTextContent('$141.00');
    // Each line: its unit price and its total (2 × $14.00).
    const strap = canvas.getAllByRole('listitem')[1]!;
    await expect(strap.querySelector('[data-slot="minicart-item-price"]')).toHaveTextContent('$14.00');
    await expect(strap.querySelector('[data-slot="minicart-item-row-total"]')).toHaveTextContent('$28.00');
    await expect(canvas.getByRole('button', {
      name: 'Proceed to Checkout'
    })).toBeEnabled();
  }
}`,...T.parameters?.docs?.source}}},E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  args: {
    cart: {
      items: [],
      summary_count: 0,
      cart_empty_message: 'Browse the new season and fill it up.'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', {
      name: 'Continue Shopping'
    })).toHaveAttribute('href', '/');
  }
}`,...E.parameters?.docs?.source}}}})))()}O();export{E as Empty,T as WithItems,D as __namedExportsOrder,w as default};