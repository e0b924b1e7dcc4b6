const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./contact-form-Cng8fbHI.js","./rolldown-runtime-sJBDdmOt.js","./iframe-BRbpQvqT.js","./preload-helper-Dt5pTa-y.js","./chunk-7PIQR4A3-DUuI6D6u.js","./chunk-IMSF75WX-CjLAjAi6.js","./iframe-ILpvlKOs.css","./jsx-runtime-MKhVqBIO.js","./constants-DFyMbJ30.js","./clock-CQuF4ViI.js","./contact-form-DPqFPrqr.js","./form-field-JpBKSgCi.js","./dist-DeFuxmbL.js","./dist-BfKW3ibP.js","./react-dom-DaVA_BJO.js","./cn-BksUxDMQ.js","./button-CoWe3urc.js","./dist-DfM7qAcG.js","./i18n-CPRzYQoL.js","./form-row-D2xQ1C9t.js","./zod-BxxWwG1C.js","./input-fES8laJk.js","./forms-BRyNx4RT.js","./schemas-RqnP6YZs.js","./decimal-DbNNdayR.js","./schemas-Ki6kIolH.js","./form-elements-CoTG-7qN.js","./textarea-BICPSKuU.js"])))=>i.map(i=>d[i]);
import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./preload-helper-Dt5pTa-y.js";import{f as r}from"./iframe-BRbpQvqT.js";import{t as i}from"./jsx-runtime-MKhVqBIO.js";import{n as a,t as o}from"./with-open-state-zbI8mfqU.js";import{r as s,t as c}from"./dropdown-dialog-DavfD6ho.js";function l({open:e,onOpenChange:t,send:n,defaults:r}){return(0,d.jsx)(`div`,{"data-slot":`customer-service`,"data-state":e?`open`:`closed`,className:`fixed right-4 bottom-4 z-sticky flex flex-col items-end`,children:(0,d.jsxs)(c,{open:e,onOpenChange:t,title:`Customer Service`,closeButton:!1,side:`top`,closeOnMouseLeave:!1,trigger:(0,d.jsxs)(`button`,{type:`button`,onPointerEnter:()=>void f(),className:`inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800`,children:[(0,d.jsx)(`svg`,{"aria-hidden":`true`,viewBox:`0 0 24 24`,className:`size-5 fill-none stroke-current stroke-2`,children:(0,d.jsx)(`path`,{d:`M4 5h16v11H8l-4 4z`,strokeLinejoin:`round`})}),(0,d.jsx)(`span`,{className:`max-sm:sr-only`,children:`Customer Service`})]}),children:[(0,d.jsx)(`p`,{className:`text-sm text-neutral-700`,children:`Questions about an order or a product? Write to us and we answer within a day.`}),(0,d.jsx)(u.Suspense,{fallback:(0,d.jsx)(`div`,{className:`min-h-[20rem]`}),children:(0,d.jsx)(p,{send:n,defaults:r,className:`mt-4`})})]})})}var u,d,f,p;function m(){return(m=e((()=>{u=r(),s(),d=i(),t(),f=()=>n(()=>import(`./contact-form-Cng8fbHI.js`),__vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27]),import.meta.url),p=(0,u.lazy)(()=>f().then(e=>({default:e.CustomerServiceContactForm})));try{l.displayName=`CustomerServiceWidget`,l.__docgenInfo={description:`The sticky customer-service element (SPEC.md §2): a button at the bottom corner that
opens the kit's dropdown dialog above it, with the contact form (loaded on first use).
A press elsewhere or Escape closes it, and so does opening the mini cart.`,displayName:`CustomerServiceWidget`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/storefront/storefront/src/features/customer-service/components/customer-service-widget.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var h,g,_,v,y,b,x,S,C,w;function T(){return(T=e((()=>{o(),m(),h=i(),{expect:g,fn:_,userEvent:v,within:y}=__STORYBOOK_MODULE_TEST__,b=a(l),x={title:`Storefront/CustomerServiceWidget`,component:l,tags:[`autodocs`],args:{open:!1,onOpenChange:_(),send:_(async()=>!0)},parameters:{layout:`fullscreen`},render:e=>(0,h.jsx)(b,{...e})},S={play:async({canvasElement:e})=>{let t=y(e).getByRole(`button`,{name:`Customer Service`});await g(t).toHaveAttribute(`aria-expanded`,`false`),await g(y(e).queryByRole(`dialog`)).toBeNull()}},C={args:{defaults:{name:`Veronica Costello`,email:`roni_cost@example.com`}},play:async({canvasElement:e})=>{let t=y(e);await v.tab(),await g(t.getByRole(`button`,{name:`Customer Service`})).toHaveFocus(),await v.keyboard(`{Enter}`);let n=y(await t.findByRole(`dialog`,{name:`Customer Service`}));await g(await n.findByRole(`button`,{name:`Submit`},{timeout:3e3})).toBeInTheDocument(),await g(n.getByDisplayValue(`Veronica Costello`)).toBeInTheDocument()}},w=[`Closed`,`OpenWithContactForm`],S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Customer Service'
    });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  }
}`,...S.parameters?.docs?.source}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  args: {
    defaults: {
      name: 'Veronica Costello',
      email: 'roni_cost@example.com'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Customer Service'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await canvas.findByRole('dialog', {
      name: 'Customer Service'
    }));
    await expect(await panel.findByRole('button', {
      name: 'Submit'
    }, {
      timeout: 3000
    })).toBeInTheDocument();
    await expect(panel.getByDisplayValue('Veronica Costello')).toBeInTheDocument();
  }
}`,...C.parameters?.docs?.source},description:{story:`Opened from the keyboard: the panel with the contact form (prefilled for a customer).`,...C.parameters?.docs?.description}}}})))()}T();export{S as Closed,C as OpenWithContactForm,w as __namedExportsOrder,x as default};