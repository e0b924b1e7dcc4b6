import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{n as r,t as i}from"./cn-BksUxDMQ.js";import{r as a,t as o}from"./button-CoWe3urc.js";import{n as s,t as c}from"./modal-C9HDdfHZ.js";import{c as l,s as u}from"./constants-DFyMbJ30.js";import{i as d,r as f}from"./form-row-D2xQ1C9t.js";import{n as p,t as m}from"./login-form-O7APstDf.js";function h(e,t){if(!t||t.timestamp<e.timestamp||t.timestamp===e.timestamp&&t.isRequired===e.isRequired)return{state:e,refresh:!1};let n=t.isRequired&&(!e.isRequired||e.imageSrc===``);return{state:{...e,isRequired:t.isRequired,timestamp:t.timestamp},refresh:n}}function g(e,t,n){return e.isRequired&&n===t}function _(e){let[t,n]=(0,y.useState)({isRequired:e?.isRequired??!1,timestamp:0,imageSrc:``}),r=async()=>{if(!e)return``;try{let t=await e.refresh(e.formId);return n(e=>({...e,imageSrc:t})),t}catch(e){return console.error(e),t.imageSrc}},i=(0,y.useRef)(r),a=(0,y.useRef)(t);(0,y.useEffect)(()=>{i.current=r,a.current=t});let o=e?.section;(0,y.useEffect)(()=>{if(!o)return;let e=h(a.current,o);e.state!==a.current&&(a.current=e.state,n(e.state),e.refresh&&i.current())},[o]);let s=e?.isRequired??!1;return(0,y.useEffect)(()=>{s&&i.current()},[s]),{state:t,reload:r}}function v({login:e,onSuccess:t,context:n,forgotPasswordUrl:r,captcha:a,emailRef:o,extraFields:s,label:c=`Sign In`,className:l}){let[d,f]=(0,y.useState)(null),{state:p,reload:h}=_(a);return(0,b.jsx)(m,{"aria-label":c,className:i(`max-w-none`,l),onLogin:async r=>{f(null);let i=await e({username:r.email,password:r.password,...n?{context:n}:{},...a?{captcha_form_id:a.formId}:{},...p.isRequired?{captcha_string:r.captcha??``}:{}});i.errors?(f({type:`error`,text:i.message??u.couldNotAuthenticate}),a&&g(p,a.formId,i.captcha_form_id)&&await h()):(f(i.message?{type:`success`,text:i.message}:null),t(i))},message:d,onMessageClear:()=>f(null),context:n,emailRef:o,forgotPasswordUrl:r,captcha:a&&{formId:a.formId,required:p.isRequired,imageSrc:p.imageSrc,caseSensitive:a.isCaseSensitive,onReload:h},extraFields:s,disableWhileSubmitting:!0,showPasswordToggle:!1})}var y,b;function x(){return(x=e((()=>{y=t(),p(),r(),l(),b=n();try{v.displayName=`CustomerLoginForm`,v.__docgenInfo={description:`The shop's one login form (SPEC.md §2, §5, §8), used by the login page and the checkout
popup, on the kit's \`LoginForm\`: sends call 9 with the e-mail as username, the context and
the captcha, shows the answer's message in the message area (a press on it clears it),
makes the captcha required once the section says so, and refreshes it after a failed
login whose captcha_form_id names this form. The fields are locked during the call; after
a refusal the kit puts focus on the password.`,displayName:`CustomerLoginForm`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/customer/components/login-form.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}function S({open:e,onOpenChange:t,registerUrl:n,children:r,onOpenAutoFocus:i}){return(0,C.jsx)(c,{layout:`popup`,title:`Sign in to check out`,open:e,onOpenChange:t,onOpenAutoFocus:i,className:`max-w-3xl`,children:(0,C.jsxs)(`div`,{"data-slot":`authentication-popup`,className:`grid gap-8 md:grid-cols-2`,children:[(0,C.jsxs)(`section`,{"aria-labelledby":`auth-new-customer`,className:`flex flex-col gap-4 md:border-r md:border-neutral-200 md:pr-8`,children:[(0,C.jsx)(`h3`,{id:`auth-new-customer`,className:`text-lg font-bold`,children:`Checkout as a new customer`}),(0,C.jsx)(`p`,{className:`text-neutral-700`,children:`Creating an account has many benefits:`}),(0,C.jsx)(`ul`,{className:`flex list-disc flex-col gap-1 pl-5 text-neutral-800`,children:w.map(e=>(0,C.jsx)(`li`,{children:e},e))}),(0,C.jsx)(o,{asChild:!0,variant:`secondary`,className:`self-start`,children:(0,C.jsx)(`a`,{href:n,children:`Create an Account`})})]}),(0,C.jsxs)(`section`,{"aria-labelledby":`auth-customer`,className:`flex flex-col gap-4`,children:[(0,C.jsx)(`h3`,{id:`auth-customer`,className:`text-lg font-bold`,children:`Checkout using your account`}),r]})]})})}var C,w;function T(){return(T=e((()=>{a(),s(),C=n(),w=[`See order and shipping status`,`Track order history`,`Check out faster`];try{S.displayName=`AuthenticationPopup`,S.__docgenInfo={description:`The authentication popup at checkout (SPEC.md §2): 'Checkout as a new customer' with
its benefits and 'Create an Account', and 'Checkout using your account' with the
login form. Opened from the proceed-to-checkout trigger; loaded on demand.`,displayName:`AuthenticationPopup`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout-entry/components/authentication-popup.d.ts`,methods:[],props:{},tags:{}}}catch{}try{w.displayName=`NEW_CUSTOMER_BENEFITS`,w.__docgenInfo={description:`Benefits listed under 'Checkout as a new customer' (SPEC.md §2).`,displayName:`NEW_CUSTOMER_BENEFITS`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout-entry/components/authentication-popup.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var E,D,O,k,A,j,M,N,P,F,I;function L(){return(L=e((()=>{d(),x(),T(),E=n(),{expect:D,fn:O,userEvent:k,waitFor:A,within:j}=__STORYBOOK_MODULE_TEST__,M={title:`Storefront/AuthenticationPopup`,component:S,tags:[`autodocs`],args:{open:!0,onOpenChange:O(),registerUrl:`/customer/account/create/`,children:null},render:e=>(0,E.jsx)(S,{...e,children:(0,E.jsx)(v,{label:`Checkout using your account`,context:`checkout`,forgotPasswordUrl:`/customer/account/forgotpassword/`,login:async()=>({errors:!0,message:`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`}),onSuccess:O()})})},N={play:async()=>{let e=await j(document.body).findByRole(`dialog`,{name:`Sign in to check out`}),t=j(e);await D(t.getByRole(`heading`,{name:`Checkout as a new customer`})).toBeInTheDocument(),await D(t.getByText(`Track order history`)).toBeInTheDocument(),await D(t.getByRole(`link`,{name:`Create an Account`})).toHaveAttribute(`href`,`/customer/account/create/`),await D(t.getByRole(`heading`,{name:`Checkout using your account`})).toBeInTheDocument(),await D(t.getByRole(`form`,{name:`Checkout using your account`})).toBeInTheDocument()}},P={beforeEach:()=>f(),play:async()=>{let e=j(await j(document.body).findByRole(`dialog`,{name:`Sign in to check out`})),t=e.getByLabelText(/Password/);await k.type(e.getByLabelText(/Email Address/),`roni_cost@example.com`),await k.type(t,`wrong-password`),await k.keyboard(`{Enter}`);let n=await e.findByText(/The account sign-in was incorrect/);await D(n).toHaveAttribute(`data-slot`,`login-form-messages`),await D(n).toHaveAttribute(`role`,`alert`),await A(()=>D(t).toHaveFocus())}},F={parameters:{test:{viewport:`phone`}},play:async()=>{let e=await j(document.body).findByRole(`dialog`,{name:`Sign in to check out`});await A(()=>D(e).toBeVisible()),await D(j(e).getByRole(`link`,{name:`Create an Account`})).toBeVisible()}},I=[`Open`,`LoginError`,`Phone`],N.parameters={...N.parameters,docs:{...N.parameters?.docs,source:{originalSource:`{
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', {
      name: 'Sign in to check out'
    });
    const popup = within(dialog);
    await expect(popup.getByRole('heading', {
      name: 'Checkout as a new customer'
    })).toBeInTheDocument();
    await expect(popup.getByText('Track order history')).toBeInTheDocument();
    await expect(popup.getByRole('link', {
      name: 'Create an Account'
    })).toHaveAttribute('href', '/customer/account/create/');
    await expect(popup.getByRole('heading', {
      name: 'Checkout using your account'
    })).toBeInTheDocument();
    await expect(popup.getByRole('form', {
      name: 'Checkout using your account'
    })).toBeInTheDocument();
  }
}`,...N.parameters?.docs?.source},description:{story:`Both blocks: the new-customer benefits and the login form.`,...N.parameters?.docs?.description}}},P.parameters={...P.parameters,docs:{...P.parameters?.docs,source:{originalSource:`{
  beforeEach: () => emulateBlurOnDisable(),
  play: async () => {
    const popup = within(await within(document.body).findByRole('dialog', {
      name: 'Sign in to check out'
    }));
    const password = popup.getByLabelText(/Password/);
    await userEvent.type(popup.getByLabelText(/Email Address/), 'roni_cost@example.com');
    await userEvent.type(password, 'wrong-password');
    await userEvent.keyboard('{Enter}');
    const messages = await popup.findByText(/The account sign-in was incorrect/);
    await expect(messages).toHaveAttribute('data-slot', 'login-form-messages');
    await expect(messages).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(password).toHaveFocus());
  }
}`,...P.parameters?.docs?.source},description:{story:`A failed sign-in: the answer's message shows in the message area, and focus is on the
password to retype. The fields are disabled during the call; here the story blurs a
disabled field as Chromium 150 and many other browsers do, so it shows the same on all.`,...P.parameters?.docs?.description}}},F.parameters={...F.parameters,docs:{...F.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Sign in to check out'
    });
    // The popup fades in; wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('link', {
      name: 'Create an Account'
    })).toBeVisible();
  }
}`,...F.parameters?.docs?.source}}}})))()}L();export{P as LoginError,N as Open,F as Phone,I as __namedExportsOrder,M as default};