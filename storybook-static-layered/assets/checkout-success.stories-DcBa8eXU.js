import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{c as r,f as i,m as a,t as o}from"./form-field-JpBKSgCi.js";import{r as s,t as c}from"./button-CoWe3urc.js";import{a as l,i as u,n as d,t as f}from"./form-row-D2xQ1C9t.js";import{n as p,t as m}from"./input-fES8laJk.js";import{a as h,c as g}from"./forms-BRyNx4RT.js";import{n as _,t as v}from"./form-message-area-F_ya9rt4.js";import{a as y,d as b,i as x,o as S,t as C,x as w}from"./checkout.fixtures-CEKF749C.js";function T({order:e,passwordRules:t,onCreateAccount:n}){let r=(0,D.useMemo)(()=>h(t),[t]),i=a({resolver:S(r),defaultValues:{password:``,password_confirmation:``}}),[s,u]=(0,D.useState)(null),[d,p]=(0,D.useState)(!1),g=(0,D.useRef)(null);l({formRef:g,submitting:i.formState.isSubmitting,target:e=>e.querySelector(`[data-slot="form-message-area"]`)});let _=i.handleSubmit(async e=>{u(null);let t=await n(e);u({type:t.success?`success`:`error`,text:t.message}),t.success&&p(!0)});return(0,O.jsxs)(`section`,{"aria-labelledby":`checkout-success-account`,className:`flex max-w-md flex-col gap-4 rounded-lg border border-neutral-300 p-5`,children:[(0,O.jsx)(`h2`,{id:`checkout-success-account`,className:`text-xl font-bold`,children:`Create an Account`}),(0,O.jsxs)(`p`,{className:`text-neutral-700`,children:[`You can track your order status by creating an account. Email Address: `,(0,O.jsx)(`span`,{className:`font-semibold text-neutral-900`,children:e.email})]}),(0,O.jsx)(o,{...i,children:(0,O.jsxs)(`form`,{ref:g,"aria-labelledby":`checkout-success-account`,noValidate:!0,onSubmit:_,className:`flex flex-col gap-4`,children:[(0,O.jsx)(v,{message:s,onClear:()=>u(null)}),d?null:(0,O.jsxs)(O.Fragment,{children:[(0,O.jsx)(f,{control:i.control,name:`password`,label:`Password`,required:!0,children:e=>(0,O.jsx)(m,{type:`password`,autoComplete:`new-password`,"aria-required":!0,...e})}),(0,O.jsx)(f,{control:i.control,name:`password_confirmation`,label:`Confirm Password`,required:!0,children:e=>(0,O.jsx)(m,{type:`password`,autoComplete:`new-password`,"aria-required":!0,...e})}),(0,O.jsx)(`div`,{children:(0,O.jsx)(c,{type:`submit`,loading:i.formState.isSubmitting,children:`Create an Account`})})]})]})})]})}function E({order:e,continueUrl:t=`/`,passwordRules:n,onCreateAccount:r}){if(!e)return(0,O.jsxs)(`div`,{"data-slot":`checkout-success`,"data-state":`empty`,className:`flex flex-col items-start gap-4`,children:[(0,O.jsx)(`p`,{className:`text-lg`,children:w.noOrder}),(0,O.jsx)(`a`,{href:t,className:k,children:`Continue Shopping`})]});let[i,a]=w.orderNumber.split(`%1`);return(0,O.jsxs)(`div`,{"data-slot":`checkout-success`,"data-state":`order`,className:`flex flex-col items-start gap-6`,children:[(0,O.jsxs)(`div`,{className:`flex flex-col gap-2`,children:[(0,O.jsxs)(`p`,{className:`text-lg`,children:[i,(0,O.jsx)(`span`,{className:`font-bold`,children:e.increment_id}),a]}),(0,O.jsx)(`p`,{children:w.emailConfirmation})]}),(0,O.jsx)(c,{asChild:!0,children:(0,O.jsx)(`a`,{href:t,children:`Continue Shopping`})}),e.can_create_account?(0,O.jsx)(T,{order:e,passwordRules:n,onCreateAccount:r}):null]})}var D,O,k;function A(){return(A=e((()=>{y(),D=t(),i(),s(),r(),_(),d(),u(),p(),g(),b(),O=n(),k=`font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`;try{E.displayName=`CheckoutSuccess`,E.__docgenInfo={description:`The success page's content (Magento's checkout/onepage/success): the thanks, the order
number, the confirmation e-mail note and Continue Shopping; a guest is offered an account.`,displayName:`CheckoutSuccess`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/checkout/components/checkout-success.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var j,M,N,P,F,I,L,R,z,B,V;function H(){return(H=e((()=>{A(),x(),{expect:j,fn:M,userEvent:N,waitFor:P,within:F}=__STORYBOOK_MODULE_TEST__,I={title:`Storefront/CheckoutSuccess`,component:E,tags:[`autodocs`],args:{order:C,passwordRules:{minLength:8,minCharacterSets:3},onCreateAccount:M(async()=>({success:!0,message:`Thank you for registering with Summit Outfitters.`}))}},L={play:async({canvasElement:e})=>{let t=F(e);await j(t.getByText(/Your order number is:/)).toHaveTextContent(`Your order number is: 000000001.`),await j(t.getByRole(`link`,{name:`Continue Shopping`})).toHaveAttribute(`href`,`/`)}},R={play:async({canvasElement:e,args:t})=>{let n=F(e);await N.click(n.getByRole(`button`,{name:`Create an Account`})),await P(()=>j(n.getAllByText(`This is a required field.`)).toHaveLength(2)),await N.type(n.getByLabelText(/^Password/),`Str0ng-pass`),await N.type(n.getByLabelText(/^Confirm Password/),`Str0ng-pass{Enter}`),await j(await n.findByRole(`alert`)).toHaveTextContent(`Thank you for registering with Summit Outfitters.`),await j(t.onCreateAccount).toHaveBeenCalledWith({password:`Str0ng-pass`,password_confirmation:`Str0ng-pass`})}},z={args:{order:{...C,can_create_account:!1}}},B={args:{order:null}},V=[`Guest`,`GuestCreatesAccount`,`Customer`,`NoOrder`],L.parameters={...L.parameters,docs:{...L.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your order number is:/)).toHaveTextContent('Your order number is: 000000001.');
    await expect(canvas.getByRole('link', {
      name: 'Continue Shopping'
    })).toHaveAttribute('href', '/');
  }
}`,...L.parameters?.docs?.source},description:{story:`A guest's order: the number, Continue Shopping and the offer to create an account.`,...L.parameters?.docs?.description}}},R.parameters={...R.parameters,docs:{...R.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Create an Account'
    }));
    await waitFor(() => expect(canvas.getAllByText('This is a required field.')).toHaveLength(2));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Str0ng-pass');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Str0ng-pass{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Thank you for registering with Summit Outfitters.');
    await expect(args.onCreateAccount).toHaveBeenCalledWith({
      password: 'Str0ng-pass',
      password_confirmation: 'Str0ng-pass'
    });
  }
}`,...R.parameters?.docs?.source},description:{story:`The password rules and the confirmation are checked before the account is created.`,...R.parameters?.docs?.description}}},z.parameters={...z.parameters,docs:{...z.parameters?.docs,source:{originalSource:`{
  args: {
    order: {
      ...FIXTURE_GUEST_ORDER,
      can_create_account: false
    }
  }
}`,...z.parameters?.docs?.source},description:{story:`A customer's order: no account offer.`,...z.parameters?.docs?.description}}},B.parameters={...B.parameters,docs:{...B.parameters?.docs,source:{originalSource:`{
  args: {
    order: null
  }
}`,...B.parameters?.docs?.source},description:{story:`No order in this session.`,...B.parameters?.docs?.description}}}})))()}H();export{z as Customer,L as Guest,R as GuestCreatesAccount,B as NoOrder,V as __namedExportsOrder,I as default};