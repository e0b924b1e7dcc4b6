import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{n as r,t as i}from"./checkbox-DE9extoz.js";import{c as a,f as o,g as s,m as c,t as ee}from"./form-field-JpBKSgCi.js";import{n as l,t as u}from"./cn-BksUxDMQ.js";import{r as d,t as f}from"./button-CoWe3urc.js";import{n as p,r as m}from"./money-QNYIh1Gn.js";import{i as h,n as g,r as _}from"./clock-CQuF4ViI.js";import{n as v,t as te}from"./form-row-D2xQ1C9t.js";import{n as y,t as b}from"./input-fES8laJk.js";import{c as x,d as ne,i as S,r as C}from"./schemas-Ki6kIolH.js";import{c as w,o as re}from"./forms-BRyNx4RT.js";import{a as T,i as E,n as ie}from"./address-BiVoQBHa.js";import{n as ae,t as D}from"./form-message-area-F_ya9rt4.js";import{n as oe,t as se}from"./payment-card-form-CJ-KaMb5.js";import{i as O,r as ce,t as le}from"./address-form-OsD_2gu2.js";import{_ as ue,a as de,b as fe,c as pe,d as k,f as me,g as he,h as ge,i as _e,l as ve,m as ye,n as be,o as xe,p as Se,r as Ce,s as we,u as Te,v as Ee,x as De,y as Oe}from"./checkout.fixtures-CEKF749C.js";function ke({step:e,onStepSelect:t,className:n}){let r=we.findIndex(t=>t.id===e);return(0,A.jsx)(`nav`,{"aria-label":`Checkout steps`,"data-slot":`checkout-progress`,className:n,children:(0,A.jsx)(`ol`,{className:`grid grid-cols-2`,children:we.map((e,n)=>{let i=n<r?`complete`:n===r?`current`:`upcoming`,a=(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(`span`,{"aria-hidden":`true`,className:u(`relative z-10 flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold`,i===`upcoming`?`border-neutral-300 bg-white text-neutral-600`:`border-brand-700 bg-brand-700 text-white`),children:n+1}),(0,A.jsx)(`span`,{className:u(`text-sm sm:text-base`,i===`current`?`font-bold text-neutral-900`:`text-neutral-700`),children:e.title})]});return(0,A.jsx)(`li`,{"data-slot":`checkout-progress-step`,"data-state":i,"aria-current":i===`current`?`step`:void 0,className:u(`relative flex flex-col items-center text-center`,`before:absolute before:top-[1.0625rem] before:h-1 before:w-full before:-translate-x-1/2`,n===0?`before:hidden`:i===`upcoming`?`before:bg-neutral-300`:`before:bg-brand-700`),children:i===`complete`&&t?(0,A.jsx)(`button`,{type:`button`,onClick:()=>t(e.id),className:`flex flex-col items-center gap-2 rounded-md px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`,children:a}):(0,A.jsx)(`span`,{className:`flex flex-col items-center gap-2 px-2`,children:a})},e.id)})})})}var A;function Ae(){return(Ae=e((()=>{l(),k(),A=n();try{ke.displayName=`CheckoutProgress`,ke.__docgenInfo={description:`Luma's progress bar: "Shipping" → "Review & Payments". The current step is marked with
\`aria-current="step"\`; an earlier step is a button back to it.`,displayName:`CheckoutProgress`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/checkout-progress.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}function j({label:e,value:t,strong:n=!1}){return(0,M.jsxs)(`div`,{"data-slot":`order-summary-row`,className:u(`flex justify-between gap-4`,n&&`border-t border-neutral-300 pt-3 text-lg font-bold`),children:[(0,M.jsx)(`dt`,{children:e}),(0,M.jsx)(`dd`,{className:`text-right tabular-nums`,children:t})]})}function je({totals:e,className:t}){let n=t=>p(t,{currency:e?.currency});return(0,M.jsxs)(`aside`,{"aria-labelledby":`order-summary-title`,"data-slot":`order-summary`,"data-state":e?`ready`:`loading`,className:u(`min-h-[16rem] rounded-lg bg-neutral-50 p-5 lg:p-6`,t),children:[(0,M.jsx)(`h2`,{id:`order-summary-title`,className:`text-xl font-bold`,children:`Order Summary`}),e?(0,M.jsxs)(M.Fragment,{children:[(0,M.jsxs)(`p`,{className:`mt-1 text-sm text-neutral-700`,children:[e.items_qty,` `,e.items_qty===1?`Item`:`Items`,` in Cart`]}),(0,M.jsx)(`ul`,{"data-slot":`order-summary-items`,className:`mt-4 flex flex-col gap-3 border-t border-neutral-200 pt-4`,children:e.items.map(e=>(0,M.jsxs)(`li`,{className:`flex gap-3 text-sm`,children:[(0,M.jsx)(`img`,{src:e.image.src,alt:e.image.alt,width:56,height:70,className:`h-[70px] w-14 shrink-0 rounded object-cover`}),(0,M.jsxs)(`span`,{className:`flex min-w-0 flex-1 flex-col`,children:[(0,M.jsx)(`span`,{className:`font-semibold`,children:e.name}),e.options.length?(0,M.jsx)(`span`,{className:`text-neutral-700`,children:e.options.map(e=>`${e.label}: ${e.value}`).join(`, `)}):null,(0,M.jsxs)(`span`,{className:`text-neutral-700`,children:[`Qty `,e.qty]})]}),(0,M.jsx)(`span`,{className:`shrink-0 font-semibold tabular-nums`,children:n(e.row_total)})]},e.item_id))}),(0,M.jsxs)(`dl`,{"data-slot":`order-summary-totals`,className:`mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4`,children:[(0,M.jsx)(j,{label:`Cart Subtotal`,value:n(e.subtotal)}),(0,M.jsx)(j,{label:e.shipping_title?`Shipping (${e.shipping_title})`:`Shipping`,value:n(e.shipping)}),(0,M.jsx)(j,{label:`Tax`,value:n(e.tax)}),(0,M.jsx)(j,{label:`Order Total`,value:n(e.grand_total),strong:!0})]})]}):(0,M.jsxs)(`div`,{"aria-hidden":`true`,className:`mt-4 flex flex-col gap-3`,children:[(0,M.jsx)(`div`,{className:`h-16 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none`}),(0,M.jsx)(`div`,{className:`h-24 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none`})]})]})}var M;function Me(){return(Me=e((()=>{m(),l(),M=n();try{je.displayName=`OrderSummary`,je.__docgenInfo={description:`Luma's checkout sidebar: the items with quantity and row total, then Cart Subtotal, Shipping
(with the method's title), Tax and Order Total. Every figure comes from the server.`,displayName:`OrderSummary`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/order-summary.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}function Ne({address:e}){return(0,P.jsxs)(`address`,{className:`not-italic leading-relaxed`,children:[e.firstname,` `,e.lastname,(0,P.jsx)(`br`,{}),e.street.join(`, `),(0,P.jsx)(`br`,{}),e.city,`, `,[e.region,e.postcode].filter(Boolean).join(` `),(0,P.jsx)(`br`,{}),E(e.country_id)?.name??e.country_id,(0,P.jsx)(`br`,{}),e.telephone]})}function Pe({shipping:e,shippingMethodTitle:t,onEditShipping:n,onPlaceOrder:r,years:a,defaultBilling:o}){let[s,l]=(0,N.useState)(!o||Se(o,e)),[u,d]=(0,N.useState)(null),p=c({resolver:xe(Fe),defaultValues:{billing:o?Oe(o):ce(e.country_id)}}),m=(0,N.useRef)(null),h=(0,N.useId)(),g=async()=>{if(!s)return await p.trigger()?p.getValues(`billing`):(m.current?.querySelector(`[aria-invalid="true"]`)?.focus(),!1)},_=async e=>{d(null);let t=await g();t!==!1&&d(await r({billing_same_as_shipping:s,billing_address:t,card:e}))};return(0,P.jsxs)(`div`,{"data-slot":`payment-step`,className:`flex flex-col gap-8`,children:[(0,P.jsxs)(`section`,{"aria-labelledby":`payment-step-ship-to`,className:`flex flex-col gap-3 rounded-lg border border-neutral-300 p-4 sm:flex-row sm:justify-between`,children:[(0,P.jsxs)(`div`,{className:`flex flex-col gap-2`,children:[(0,P.jsx)(`h2`,{id:`payment-step-ship-to`,className:`font-semibold`,children:`Ship To:`}),(0,P.jsx)(Ne,{address:e}),t?(0,P.jsxs)(`p`,{children:[(0,P.jsx)(`span`,{className:`font-semibold`,children:`Shipping Method:`}),` `,t]}):null]}),(0,P.jsx)(`div`,{children:(0,P.jsx)(f,{variant:`outline`,size:`sm`,onClick:n,children:`Edit shipping`})})]}),(0,P.jsxs)(`section`,{"aria-labelledby":`payment-step-title`,className:`flex flex-col gap-5`,children:[(0,P.jsx)(`h2`,{id:`payment-step-title`,className:`border-b border-neutral-300 pb-2 text-2xl font-semibold`,children:`Payment Method`}),(0,P.jsx)(`h3`,{className:`text-lg font-semibold`,children:`Credit Card`}),(0,P.jsxs)(`div`,{className:`flex items-center gap-2`,children:[(0,P.jsx)(i,{id:h,checked:s,onCheckedChange:e=>l(e===!0)}),(0,P.jsx)(`label`,{htmlFor:h,className:`text-sm`,children:`My billing and shipping address are the same`})]}),s?(0,P.jsx)(`div`,{className:`text-sm text-neutral-700`,children:(0,P.jsx)(Ne,{address:e})}):(0,P.jsx)(ee,{...p,children:(0,P.jsxs)(`div`,{ref:m,role:`group`,"aria-labelledby":`payment-step-billing-title`,className:`flex max-w-xl flex-col gap-4`,children:[(0,P.jsx)(`h3`,{id:`payment-step-billing-title`,className:`text-lg font-semibold`,children:`Billing Address`}),(0,P.jsx)(le,{name:`billing`,autoCompleteSection:`billing`})]})}),(0,P.jsx)(D,{message:u?{type:`error`,text:u}:null,onClear:()=>d(null),className:`max-w-xl`}),(0,P.jsx)(se,{"aria-label":`Credit Card`,onPay:_,years:a,onSubmitCapture:()=>{s||p.trigger()}})]})]})}var N,P,Fe;function Ie(){return(Ie=e((()=>{de(),N=t(),o(),S(),d(),r(),a(),O(),ae(),oe(),T(),k(),P=n(),Fe=x({billing:ie});try{Pe.displayName=`PaymentStep`,Pe.__docgenInfo={description:`Luma's Review & Payments step: where it ships, the card payment method with "My billing and
shipping address are the same" (or a billing address), the kit's payment card form and
Place Order. A refusal (a declined card) shows above the card and keeps everything typed.`,displayName:`PaymentStep`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/payment-step.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}function Le({guest:e,savedAddresses:t,methods:n,selectedMethod:r,estimating:a,currency:o,defaultValues:l,onDestinationChange:d,onMethodChange:m,checkEmail:h,onSignIn:g,onNext:_}){let v=(0,F.useMemo)(()=>x({email:e?re():ne(),shipping:ie,save_in_address_book:C()}),[e]),y=t?me(t):null,S=c({resolver:xe(v),defaultValues:{email:``,shipping:y?Oe(y):ce(),save_in_address_book:!0,...l}}),[w,T]=(0,F.useState)(y?String(y.id):L),[E,ae]=(0,F.useState)(!1),[D,oe]=(0,F.useState)(null),se=(0,F.useId)(),O=(0,F.useRef)(``),[ue,de,fe]=s({control:S.control,name:[`shipping.country_id`,`shipping.region_code`,`shipping.postcode`]}),pe=s({control:S.control,name:`save_in_address_book`}),k=Te({country_id:ue,region_code:de,postcode:fe}),he=JSON.stringify(k);(0,F.useEffect)(()=>{d(JSON.parse(he))},[he]);let ge=e=>{T(e);let n=t?.find(t=>String(t.id)===e);S.setValue(`shipping`,n?Oe(n):ce(),{shouldValidate:S.formState.isSubmitted})},_e=async e=>{if(!h||e===O.current||!re().safeParse(e).success)return;O.current=e;let t=await h(e);O.current===e&&ae(t!==!0)},ve=S.handleSubmit(async t=>{oe(null),oe(await _({email:e?t.email:void 0,shipping:S.getValues(`shipping`),checked:t.shipping,save_in_address_book:w===L&&!e&&t.save_in_address_book,saved_address_id:w===L?null:Number(w)}))}),ye=!e&&t!==void 0&&t.length>0;return(0,I.jsx)(ee,{...S,children:(0,I.jsxs)(`form`,{"data-slot":`shipping-step`,"aria-labelledby":`shipping-address-title`,noValidate:!0,onSubmit:ve,className:`flex flex-col gap-8`,children:[(0,I.jsxs)(`section`,{className:`flex flex-col gap-5`,children:[(0,I.jsx)(`h2`,{id:`shipping-address-title`,className:`border-b border-neutral-300 pb-2 text-2xl font-semibold`,children:`Shipping Address`}),e?(0,I.jsxs)(`div`,{className:`flex max-w-xl flex-col gap-3`,children:[(0,I.jsx)(te,{name:`email`,label:`Email Address`,required:!0,description:`You can create an account after checkout.`,children:e=>(0,I.jsx)(b,{type:`email`,autoComplete:`email`,trim:!0,"aria-required":!0,...e,onBlur:t=>{e.onBlur(),_e(t.currentTarget.value.trim())}})}),E?(0,I.jsxs)(`div`,{role:`status`,"data-slot":`shipping-step-email-notice`,className:`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-neutral-900`,children:[(0,I.jsx)(`span`,{children:De.emailHasAccount}),g?(0,I.jsx)(f,{variant:`link`,size:`sm`,className:`h-auto px-0`,onClick:g,children:`Sign In`}):null]}):null]}):null,ye?(0,I.jsxs)(`fieldset`,{"data-slot":`shipping-step-saved-addresses`,className:`flex flex-col gap-3`,children:[(0,I.jsx)(`legend`,{className:`mb-2 text-sm font-semibold text-neutral-900`,children:`Ship to`}),[...t.map(e=>({value:String(e.id),label:Ee(e)})),{value:L,label:`New Address`}].map(e=>(0,I.jsxs)(`label`,{className:u(`flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`,w===e.value?`border-brand-700 bg-brand-50`:`border-neutral-300`),children:[(0,I.jsx)(`input`,{type:`radio`,name:`saved_address`,value:e.value,checked:w===e.value,onChange:()=>ge(e.value),className:`mt-1 size-4 accent-brand-700 focus-visible:outline-none`}),(0,I.jsx)(`span`,{children:e.label})]},e.value))]}):null,(0,I.jsxs)(`div`,{hidden:ye&&w!==L,className:`flex max-w-xl flex-col gap-5`,children:[(0,I.jsx)(le,{name:`shipping`,autoCompleteSection:`shipping`}),e?null:(0,I.jsxs)(`label`,{className:`flex items-center gap-2 text-sm`,children:[(0,I.jsx)(i,{name:`save_in_address_book`,checked:pe,onCheckedChange:e=>S.setValue(`save_in_address_book`,e===!0)}),`Save in address book`]})]})]}),(0,I.jsxs)(`section`,{"aria-labelledby":`${se}-title`,className:`flex flex-col gap-4`,children:[(0,I.jsx)(`h2`,{id:`${se}-title`,className:`border-b border-neutral-300 pb-2 text-2xl font-semibold`,children:`Shipping Methods`}),(0,I.jsxs)(`fieldset`,{"data-slot":`shipping-step-methods`,"aria-busy":a||n===void 0,className:u(`flex min-h-[3.5rem] flex-col gap-2 transition-opacity`,a&&`opacity-60`),children:[(0,I.jsx)(`legend`,{className:`sr-only`,children:`Shipping Methods`}),n===void 0?(0,I.jsx)(`p`,{className:`text-neutral-700`,children:`Loading...`}):null,n?.length===0&&!a?(0,I.jsx)(`p`,{className:`text-neutral-700`,children:De.noShippingMethods}):null,n?.map(e=>(0,I.jsxs)(`label`,{className:u(`grid cursor-pointer grid-cols-[auto_5.5rem_1fr] items-center gap-x-3 gap-y-1 rounded-md border p-3 sm:grid-cols-[auto_6rem_1fr_1fr] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`,r===e.code?`border-brand-700 bg-brand-50`:`border-neutral-300`),children:[(0,I.jsx)(`input`,{type:`radio`,name:`shipping_method`,value:e.code,checked:r===e.code,onChange:()=>{oe(null),m(e.code)},className:`size-4 accent-brand-700 focus-visible:outline-none`}),(0,I.jsx)(`span`,{className:`font-semibold tabular-nums`,children:p(e.amount,{currency:o})}),` `,(0,I.jsx)(`span`,{children:e.method_title}),` `,(0,I.jsx)(`span`,{className:`col-start-3 text-neutral-700 sm:col-start-auto`,children:e.carrier_title})]},e.code))]}),D?(0,I.jsx)(`p`,{role:`alert`,className:`rounded-md bg-danger-50 px-4 py-3 text-danger-700`,children:D}):null]}),(0,I.jsx)(`div`,{className:`flex justify-end border-t border-neutral-300 pt-5`,children:(0,I.jsx)(f,{type:`submit`,size:`lg`,className:`w-full sm:w-auto sm:min-w-40`,loading:S.formState.isSubmitting,children:`Next`})})]})})}var F,I,L;function Re(){return(Re=e((()=>{de(),F=t(),o(),S(),d(),r(),l(),a(),O(),v(),y(),m(),T(),w(),k(),I=n(),L=`new`;try{Le.displayName=`ShippingStep`,Le.__docgenInfo={description:`Luma's Shipping step: the guest's Email Address (with the offer to sign in when it has an
account), the shipping address (a saved one or a new one, "Save in address book"), the
shipping methods with their prices as radio buttons and 'Next'.`,displayName:`ShippingStep`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/shipping-step.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}function ze({calls:e,guest:t,currency:n,onSignIn:r,onPlaced:i,years:a}){let[o,s]=(0,R.useState)(`shipping`),[c,ee]=(0,R.useState)(),[l,u]=(0,R.useState)(!1),[d,f]=(0,R.useState)(null),[p,m]=(0,R.useState)(),[h,g]=(0,R.useState)(null),_=(0,R.useRef)(null),v=(0,R.useRef)(null),te=(0,R.useRef)(null),y=(0,R.useRef)(0),b=(0,R.useRef)(null),x=(0,R.useRef)(!1),ne=(0,R.useRef)(null),S=(0,R.useRef)(null);(0,R.useEffect)(()=>{t||e.savedAddresses().then(m,e=>{console.error(e),m([])})},[e,t]);let C=(0,R.useCallback)((t,n)=>{let r=++y.current;u(!0);let i=e.estimate({...t,...n?{shipping_method:n}:{}}).then(e=>{if(r!==y.current)return te.current??void 0;let t=ve(e.shipping_methods,e.selected_method??v.current);return v.current=t,f(t),ee(e),u(!1),e},e=>{console.error(e),r===y.current&&u(!1)});return te.current=i,i},[e]),w=(0,R.useCallback)(e=>{e&&!ue(e,_.current)&&(_.current=e,C(e,v.current))},[C]),re=e=>{v.current=e,f(e),_.current&&C(_.current,e)},T=(0,R.useRef)(!1),E=e=>{T.current=!0,s(e)};(0,R.useEffect)(()=>{T.current&&(T.current=!1,(o===`payment`?ne.current:S.current)?.focus())},[o]);let ie=async e=>{let t=await te.current??c;return fe({estimating:!1,methods:t?.shipping_methods??[],selected:v.current})||(g(e),E(`payment`),null)},ae=async t=>{if(!h||!v.current||x.current)return null;x.current=!0,b.current??=ge();try{return i(await e.placeOrder({idempotency_key:b.current,email:h.email,shipping_address:h.shipping,save_in_address_book:h.save_in_address_book,shipping_method:v.current,billing_same_as_shipping:t.billing_same_as_shipping,billing_address:t.billing_address,payment:pe(t.card)})),null}catch(e){return console.error(e),b.current=ye(b.current,e),he(e)}finally{x.current=!1}},D=c?.shipping_methods.find(e=>e.code===d);return(0,z.jsxs)(`div`,{"data-slot":`checkout-flow`,"data-step":o,className:`flex flex-col gap-8`,children:[(0,z.jsx)(ke,{step:o,onStepSelect:E}),(0,z.jsxs)(`div`,{className:`grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]`,children:[(0,z.jsx)(je,{totals:c?.totals,className:`lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1`}),(0,z.jsxs)(`div`,{className:`min-w-0 lg:col-start-1 lg:row-start-1`,children:[(0,z.jsxs)(`div`,{hidden:o!==`shipping`,className:`relative`,children:[(0,z.jsx)(`h2`,{ref:S,tabIndex:-1,className:`sr-only`,children:`Shipping`}),!t&&p===void 0?(0,z.jsx)(`div`,{"data-slot":`checkout-flow-loading`,className:`min-h-[40rem] rounded-lg bg-neutral-50`}):(0,z.jsx)(Le,{guest:t,savedAddresses:p,methods:c?.shipping_methods,selectedMethod:d,estimating:l,currency:c?.totals.currency??n,onDestinationChange:w,onMethodChange:re,checkEmail:t?e.checkEmail:void 0,onSignIn:r,onNext:ie})]}),h?(0,z.jsxs)(`div`,{hidden:o!==`payment`,className:`relative`,children:[(0,z.jsx)(`h2`,{ref:ne,tabIndex:-1,className:`sr-only`,children:`Review & Payments`}),(0,z.jsx)(Pe,{shipping:h.checked,shippingMethodTitle:D?`${D.carrier_title} - ${D.method_title}`:c?.totals.shipping_title,onEditShipping:()=>E(`shipping`),onPlaceOrder:ae,years:a,defaultBilling:p?.find(e=>e.is_default_billing)??null})]}):null]})]})]})}var R,z;function Be(){return(Be=e((()=>{R=t(),k(),Ae(),Me(),Ie(),Re(),z=n();try{ze.displayName=`CheckoutFlow`,ze.__docgenInfo={description:`The one-page checkout of Luma: the progress bar, the Shipping step, the Review & Payments
step and the order summary beside them (above them on phones). Every amount comes from the
server's estimate; Place Order sends one idempotency key per attempt, so a second press or
a retry after a lost answer never creates a second order.`,displayName:`CheckoutFlow`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/checkout-flow.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}async function Ve(e,t=`sam.lee@example.com`){await H.type(e.getByRole(`textbox`,{name:`Email Address`}),t),await H.type(e.getByRole(`textbox`,{name:`First Name`}),`Sam`),await H.type(e.getByRole(`textbox`,{name:`Last Name`}),`Lee`),await H.type(e.getByRole(`textbox`,{name:`Street Address`}),`100 Congress Ave`),await H.type(e.getByRole(`textbox`,{name:`City`}),`Austin`),await H.selectOptions(e.getByRole(`combobox`,{name:`State/Province`}),`Texas`),await H.type(e.getByRole(`textbox`,{name:`Zip/Postal Code`}),`78701`),await H.type(e.getByRole(`textbox`,{name:`Phone Number`}),`512-555-0100`)}async function He(e,t){await H.selectOptions(e.getByRole(`combobox`,{name:`Credit Card Type`}),`Visa`),await H.type(e.getByRole(`textbox`,{name:`Credit Card Number`}),t),await H.selectOptions(e.getByRole(`combobox`,{name:`Month`}),`12 - December`),await H.selectOptions(e.getByRole(`combobox`,{name:`Year`}),`2028`),await H.type(e.getByRole(`textbox`,{name:`Card Verification Number`}),`123`)}async function Ue(e){await H.click(e.getByRole(`button`,{name:`Next`})),await U(()=>V(e.getByRole(`heading`,{name:`Review & Payments`,level:2})).toHaveFocus())}function B(e){e.ownerDocument.activeElement?.blur()}var V,We,H,U,W,Ge,Ke,G,K,q,J,Y,X,Z,Q,$,qe;function Je(){return(Je=e((()=>{g(),Be(),_e(),{expect:V,fn:We,userEvent:H,waitFor:U,within:W}=__STORYBOOK_MODULE_TEST__,Ge=`This is a required field.`,Ke={title:`Storefront/Checkout`,component:ze,tags:[`autodocs`],args:{calls:Ce(),guest:!0,currency:`USD`,onPlaced:We(),onSignIn:We(),years:[2026,2027,2028,2029,2030]},parameters:{test:{viewport:`wide`}},beforeEach:()=>(_({now:()=>new Date(2026,4,15,12).getTime()}),()=>_(h))},G={play:async({canvasElement:e})=>{let t=W(e);await V(await t.findByRole(`radio`,{name:/\$5\.00 Fixed Flat Rate/})).toBeChecked(),await V(t.getByRole(`complementary`,{name:`Order Summary`})).toHaveTextContent(`Order Total$91.99`)}},K={play:async({canvasElement:e})=>{let t=W(e);await t.findByRole(`radio`,{name:/Flat Rate/}),await H.click(t.getByRole(`button`,{name:`Next`})),await U(()=>V(t.getAllByText(Ge)).toHaveLength(7)),await V(t.getByText(`Please select an option.`)).toBeInTheDocument(),await V(t.getByRole(`textbox`,{name:`Email Address`})).toHaveFocus(),B(e)}},q={play:async({canvasElement:e})=>{let t=W(e);await Ve(t),await H.click(t.getByRole(`radio`,{name:/Best Way/}));let n=t.getByRole(`complementary`,{name:`Order Summary`});await U(()=>V(n).toHaveTextContent(`Tax$7.18`)),await V(n).toHaveTextContent(`Order Total$109.17`),B(e)}},J={play:async({canvasElement:e,args:t})=>{let n=W(e);await H.type(n.getByRole(`textbox`,{name:`Email Address`}),`roni@taken.example`),await H.tab(),await V(await n.findByText(`You already have an account with us. Sign in or continue as guest.`)).toBeInTheDocument(),await H.click(n.getByRole(`button`,{name:`Sign In`})),await V(t.onSignIn).toHaveBeenCalled(),B(e)}},Y={play:async({canvasElement:e})=>{let t=W(e);await Ve(t),await Ue(t),await V(await t.findByRole(`checkbox`,{name:`My billing and shipping address are the same`})).toBeChecked(),await V(t.getByRole(`listitem`,{current:`step`})).toHaveTextContent(`Review & Payments`),B(e),e.ownerDocument.defaultView?.scrollTo(0,0)}},X={play:async({canvasElement:e,args:t})=>{let n=W(e);await Ve(n),await H.click(n.getByRole(`button`,{name:`Next`})),await n.findByRole(`checkbox`,{name:`My billing and shipping address are the same`}),await He(n,`4000 0000 0000 0002`),await H.click(n.getByRole(`button`,{name:`Place Order`})),await V(await n.findByRole(`alert`)).toHaveTextContent(`Your card was declined.`),await V(n.getByRole(`textbox`,{name:`Credit Card Number`})).toHaveValue(`4000 0000 0000 0002`),await V(t.onPlaced).not.toHaveBeenCalled(),B(e)}},Z={play:async({canvasElement:e,args:t})=>{let n=W(e);await Ve(n),await H.click(n.getByRole(`button`,{name:`Next`})),await H.click(await n.findByRole(`checkbox`,{name:`My billing and shipping address are the same`}));let r=W(n.getByRole(`group`,{name:`Billing Address`}));await He(n,`4111 1111 1111 1111`),await H.click(n.getByRole(`button`,{name:`Place Order`})),await U(()=>V(r.getAllByText(Ge)).toHaveLength(6)),await V(t.onPlaced).not.toHaveBeenCalled(),B(e)}},Q={args:{guest:!1,calls:Ce({savedAddresses:[be]})},play:async({canvasElement:e})=>{let t=W(e);await V(await t.findByRole(`radio`,{name:/Ava Jones, 6146 Honey Bluff Parkway/})).toBeChecked(),await V(t.queryByRole(`textbox`,{name:`Email Address`})).not.toBeInTheDocument(),await H.click(t.getByRole(`radio`,{name:`New Address`})),await V(t.getByRole(`checkbox`,{name:`Save in address book`})).toBeChecked(),await V(t.getByRole(`textbox`,{name:`First Name`})).toHaveValue(``),B(e)}},$={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e})=>{await W(e).findByRole(`radio`,{name:/Flat Rate/})}},qe=[`ShippingEmpty`,`ShippingErrors`,`ShippingFilled`,`EmailHasAccount`,`Payment`,`Declined`,`BillingAddress`,`SignedIn`,`Phone`],G.parameters={...G.parameters,docs:{...G.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', {
      name: /\\$5\\.00 Fixed Flat Rate/
    })).toBeChecked();
    await expect(canvas.getByRole('complementary', {
      name: 'Order Summary'
    })).toHaveTextContent('Order Total$91.99');
  }
}`,...G.parameters?.docs?.source},description:{story:`A guest's empty Shipping step: methods for the default country, the summary beside it.`,...G.parameters?.docs?.description}}},K.parameters={...K.parameters,docs:{...K.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', {
      name: /Flat Rate/
    });
    await userEvent.click(canvas.getByRole('button', {
      name: 'Next'
    }));
    // Email, First Name, Last Name, Street Address, City, Zip/Postal Code, Phone Number.
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(7));
    await expect(canvas.getByText('Please select an option.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', {
      name: 'Email Address'
    })).toHaveFocus();
    blurActive(canvasElement);
  }
}`,...K.parameters?.docs?.source},description:{story:`Next with nothing typed: every required field says so.`,...K.parameters?.docs?.description}}},q.parameters={...q.parameters,docs:{...q.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await fillShipping(canvas);
    await userEvent.click(canvas.getByRole('radio', {
      name: /Best Way/
    }));
    const summary = canvas.getByRole('complementary', {
      name: 'Order Summary'
    });
    await waitFor(() => expect(summary).toHaveTextContent('Tax$7.18'));
    await expect(summary).toHaveTextContent('Order Total$109.17');
    blurActive(canvasElement);
  }
}`,...q.parameters?.docs?.source},description:{story:`Filled for Texas: tax appears in the totals; Best Way is chosen instead of the cheapest.`,...q.parameters?.docs?.description}}},J.parameters={...J.parameters,docs:{...J.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', {
      name: 'Email Address'
    }), 'roni@taken.example');
    await userEvent.tab();
    await expect(await canvas.findByText('You already have an account with us. Sign in or continue as guest.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', {
      name: 'Sign In'
    }));
    await expect(args.onSignIn).toHaveBeenCalled();
    blurActive(canvasElement);
  }
}`,...J.parameters?.docs?.source},description:{story:`An e-mail that has an account: the offer to sign in.`,...J.parameters?.docs?.description}}},Y.parameters={...Y.parameters,docs:{...Y.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await fillShipping(canvas);
    await goToPayment(canvas);
    await expect(await canvas.findByRole('checkbox', {
      name: 'My billing and shipping address are the same'
    })).toBeChecked();
    await expect(canvas.getByRole('listitem', {
      current: 'step'
    })).toHaveTextContent('Review & Payments');
    blurActive(canvasElement);
    // The focused heading scrolled the page; the review shows the step from the top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  }
}`,...Y.parameters?.docs?.source},description:{story:`Next leads to Review & Payments: where it ships, billing same as shipping, the card form.`,...Y.parameters?.docs?.description}}},X.parameters={...X.parameters,docs:{...X.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await fillShipping(canvas);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Next'
    }));
    await canvas.findByRole('checkbox', {
      name: 'My billing and shipping address are the same'
    });
    await fillCard(canvas, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByRole('textbox', {
      name: 'Credit Card Number'
    })).toHaveValue('4000 0000 0000 0002');
    await expect(args.onPlaced).not.toHaveBeenCalled();
    blurActive(canvasElement);
  }
}`,...X.parameters?.docs?.source},description:{story:`A declined card: the reason shows, the card stays typed and nothing is placed.`,...X.parameters?.docs?.description}}},Z.parameters={...Z.parameters,docs:{...Z.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await fillShipping(canvas);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Next'
    }));
    await userEvent.click(await canvas.findByRole('checkbox', {
      name: 'My billing and shipping address are the same'
    }));
    const billing = within(canvas.getByRole('group', {
      name: 'Billing Address'
    }));
    await fillCard(canvas, '4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await waitFor(() => expect(billing.getAllByText(REQUIRED)).toHaveLength(6));
    await expect(args.onPlaced).not.toHaveBeenCalled();
    blurActive(canvasElement);
  }
}`,...Z.parameters?.docs?.source},description:{story:`A separate billing address: its fields are checked with Place Order.`,...Z.parameters?.docs?.description}}},Q.parameters={...Q.parameters,docs:{...Q.parameters?.docs,source:{originalSource:`{
  args: {
    guest: false,
    calls: fixtureCalls({
      savedAddresses: [FIXTURE_SAVED_ADDRESS]
    })
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', {
      name: /Ava Jones, 6146 Honey Bluff Parkway/
    })).toBeChecked();
    await expect(canvas.queryByRole('textbox', {
      name: 'Email Address'
    })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', {
      name: 'New Address'
    }));
    await expect(canvas.getByRole('checkbox', {
      name: 'Save in address book'
    })).toBeChecked();
    await expect(canvas.getByRole('textbox', {
      name: 'First Name'
    })).toHaveValue('');
    blurActive(canvasElement);
  }
}`,...Q.parameters?.docs?.source},description:{story:`A signed-in customer starts on the default saved address; "New Address" shows the fields.`,...Q.parameters?.docs?.description}}},$.parameters={...$.parameters,docs:{...$.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', {
      name: /Flat Rate/
    });
  }
}`,...$.parameters?.docs?.source},description:{story:`The phone layout: the summary above the steps.`,...$.parameters?.docs?.description}}}})))()}Je();export{Z as BillingAddress,X as Declined,J as EmailHasAccount,Y as Payment,$ as Phone,G as ShippingEmpty,K as ShippingErrors,q as ShippingFilled,Q as SignedIn,qe as __namedExportsOrder,Ke as default};