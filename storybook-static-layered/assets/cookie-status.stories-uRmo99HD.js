import{a as e,n as t}from"./rolldown-runtime-sJBDdmOt.js";import{f as n}from"./iframe-BRbpQvqT.js";import{t as r}from"./jsx-runtime-MKhVqBIO.js";import{a as i,i as a,n as o,o as s,r as c,s as l,t as u,u as d}from"./dist-D6WtoD_U.js";import{n as f,t as p}from"./cn-BksUxDMQ.js";import{r as m,t as h}from"./button-CoWe3urc.js";import{n as g,t as _}from"./i18n-CPRzYQoL.js";function v(){return typeof navigator>`u`||navigator.cookieEnabled}function y({cookiesEnabled:e,onOpenChange:t,title:n,description:r,className:d,...f}){let m=x.useSyncExternalStore(w,v,()=>!0),_=e??m,[y,T]=x.useState(!1),E=!_&&!y;return(0,S.jsx)(u,{open:E,onOpenChange:e=>{e||T(!0),t?.(e)},children:(0,S.jsxs)(s,{children:[(0,S.jsx)(i,{"data-slot":`cookie-status-overlay`,className:`fixed inset-0 z-modal bg-neutral-900/60`}),(0,S.jsxs)(c,{"data-slot":`cookie-status`,className:p(`fixed top-1/2 left-1/2 z-modal flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-lg focus-visible:outline-none`,d),...f,children:[(0,S.jsxs)(`div`,{"data-slot":`cookie-status-header`,className:`flex items-start gap-3`,children:[(0,S.jsx)(`span`,{"aria-hidden":`true`,className:`flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700`,children:(0,S.jsx)(b,{})}),(0,S.jsx)(l,{"data-slot":`cookie-status-title`,className:`pt-1.5 text-xl font-semibold text-neutral-900`,children:n??g(C.title)})]}),(0,S.jsx)(a,{"data-slot":`cookie-status-description`,className:`text-base text-neutral-700`,children:r??g(C.body)}),(0,S.jsx)(`div`,{"data-slot":`cookie-status-actions`,className:`flex justify-end`,children:(0,S.jsx)(o,{asChild:!0,children:(0,S.jsx)(h,{"data-slot":`cookie-status-close`,children:g(C.close)})})})]})]})})}function b(){return(0,S.jsxs)(`svg`,{viewBox:`0 0 24 24`,className:`size-6`,fill:`none`,stroke:`currentColor`,strokeWidth:`2`,children:[(0,S.jsx)(`path`,{d:`M21 12.5A9 9 0 1 1 11.5 3a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3 3 3 3 0 0 0 3 3Z`,strokeLinejoin:`round`}),(0,S.jsx)(`circle`,{cx:`8.5`,cy:`10.5`,r:`1`,fill:`currentColor`}),(0,S.jsx)(`circle`,{cx:`14`,cy:`15`,r:`1`,fill:`currentColor`}),(0,S.jsx)(`circle`,{cx:`9`,cy:`16`,r:`1`,fill:`currentColor`})]})}var x,S,C,w;function T(){return(T=t((()=>{d(),x=e(n(),1),f(),_(),m(),S=r(),C={title:`Cookies are disabled`,body:`Your browser has cookies turned off. This shop needs cookies to keep your cart, sign you in and remember your choices. Turn on cookies in your browser settings, then reload the page.`,close:`Close`},w=()=>()=>{};try{v.displayName=`browserCookiesEnabled`,v.__docgenInfo={description:"Whether the browser accepts cookies (`navigator.cookieEnabled`); true where unknown (server).",displayName:`browserCookiesEnabled`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,methods:[],props:{},tags:{}}}catch{}try{y.displayName=`CookieStatus`,y.__docgenInfo={description:`The popup shown when the browser has cookies disabled (SPEC.md §2, §5): it says
why the shop needs them and has a Close button. Renders nothing when cookies work.`,displayName:`CookieStatus`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,methods:[],props:{asChild:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/@radix-ui/react-primitive/dist/index.d.mts`,name:`TypeLiteral`}],description:``,name:`asChild`,required:!1,tags:{},type:{name:`boolean`}},cookiesEnabled:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,name:`TypeLiteral`}],description:"Whether cookies work. Read from `navigator.cookieEnabled` after mount when not given;\npass `false` to show the popup in a story or test.",name:`cookiesEnabled`,required:!1,tags:{},type:{name:`boolean`}},onOpenChange:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,name:`TypeLiteral`}],description:`Called when the popup opens or closes.`,name:`onOpenChange`,required:!1,tags:{},type:{name:`((open: boolean) => void)`}},description:{defaultValue:{value:`t(COOKIE_STATUS_TEXT.body)`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,name:`TypeLiteral`}],description:`Explanation under the title.`,name:`description`,required:!1,tags:{default:`t(COOKIE_STATUS_TEXT.body)`},type:{name:`string`}}},tags:{}}}catch{}try{C.displayName=`COOKIE_STATUS_TEXT`,C.__docgenInfo={description:`The popup's texts.`,displayName:`COOKIE_STATUS_TEXT`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/cookie-status/cookie-status.d.ts`,methods:[],props:{},tags:{}}}catch{}})))()}var E,D,O,k,A,j,M,N,P,F,I,L;function R(){return(R=t((()=>{T(),E=r(),{expect:D,fn:O,userEvent:k,waitFor:A,within:j}=__STORYBOOK_MODULE_TEST__,M={title:`Kit/CookieStatus`,component:y,tags:[`autodocs`],args:{cookiesEnabled:!1,onOpenChange:O()},parameters:{layout:`fullscreen`},decorators:[e=>(0,E.jsxs)(`div`,{className:`min-h-[480px] p-6 text-neutral-700`,children:[(0,E.jsx)(`p`,{children:`Page content behind the popup.`}),(0,E.jsx)(e,{})]})]},N={play:async({canvasElement:e})=>{let t=j(e.ownerDocument.body),n=await t.findByRole(`dialog`,{name:`Cookies are disabled`});await D(n).toHaveAccessibleDescription(/This shop needs cookies/),await A(()=>D(t.getByRole(`button`,{name:`Close`})).toHaveFocus())}},P={play:async({canvasElement:e,args:t})=>{let n=j(e.ownerDocument.body),r=await n.findByRole(`button`,{name:`Close`});await A(()=>D(r).toHaveFocus()),await k.tab(),await D(r).toHaveFocus(),await k.keyboard(`{Enter}`),await A(()=>D(n.queryByRole(`dialog`)).not.toBeInTheDocument()),await D(t.onOpenChange).toHaveBeenCalledWith(!1)}},F={args:{cookiesEnabled:!0},play:async({canvasElement:e})=>{await D(j(e.ownerDocument.body).queryByRole(`dialog`)).not.toBeInTheDocument()}},I={parameters:{test:{viewport:`phone`}},play:async({canvasElement:e})=>{await j(e.ownerDocument.body).findByRole(`dialog`,{name:`Cookies are disabled`})}},L=[`CookiesDisabled`,`CloseWithKeyboard`,`CookiesEnabled`,`Phone`],N.parameters={...N.parameters,docs:{...N.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: 'Cookies are disabled'
    });
    await expect(dialog).toHaveAccessibleDescription(/This shop needs cookies/);
    await waitFor(() => expect(body.getByRole('button', {
      name: 'Close'
    })).toHaveFocus());
  }
}`,...N.parameters?.docs?.source},description:{story:`Cookies disabled: the popup is open, focus on its Close button.`,...N.parameters?.docs?.description}}},P.parameters={...P.parameters,docs:{...P.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = await body.findByRole('button', {
      name: 'Close'
    });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  }
}`,...P.parameters?.docs?.source},description:{story:`Keyboard only: Tab stays inside the popup, Enter on Close dismisses it.`,...P.parameters?.docs?.description}}},F.parameters={...F.parameters,docs:{...F.parameters?.docs,source:{originalSource:`{
  args: {
    cookiesEnabled: true
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  }
}`,...F.parameters?.docs?.source},description:{story:`Cookies work: nothing is shown.`,...F.parameters?.docs?.description}}},I.parameters={...I.parameters,docs:{...I.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Cookies are disabled'
    });
  }
}`,...I.parameters?.docs?.source}}}})))()}R();export{P as CloseWithKeyboard,N as CookiesDisabled,F as CookiesEnabled,I as Phone,L as __namedExportsOrder,M as default};