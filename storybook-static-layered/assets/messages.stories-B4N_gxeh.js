import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{n as r,t as i}from"./cn-BksUxDMQ.js";import{n as a,t as o}from"./dist-DfM7qAcG.js";import{r as s,t as c}from"./button-CoWe3urc.js";import{n as l,t as u}from"./i18n-CPRzYQoL.js";import{n as d,t as f}from"./use-timeout-DOp8JYn_.js";import{n as p,t as m}from"./safe-html-BpZgPpoy.js";function h({type:e}){return(0,y.jsxs)(`svg`,{"data-slot":`messages-icon`,"aria-hidden":`true`,viewBox:`0 0 20 20`,className:`mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-2`,strokeLinecap:`round`,strokeLinejoin:`round`,children:[e===`warning`?(0,y.jsx)(`path`,{d:`M10 2.8 18 17H2Z`}):(0,y.jsx)(`circle`,{cx:`10`,cy:`10`,r:`8`}),S[e]]})}function g({type:e,text:t,params:n=[],autoHide:r=!0,autoHideDelay:a=b,hideDuration:o=500,onHide:s,className:c,style:u,onPointerEnter:f,onPointerLeave:p,onFocus:g,onBlur:_,...S}){let[C,w]=(0,v.useState)(`visible`),[T,E]=(0,v.useState)(!1),[D,O]=(0,v.useState)(!1),k=d(),A=T||D,j=(0,v.useEffectEvent)(()=>s?.());return(0,v.useEffect)(()=>{if(r&&!A&&C!==`hidden`)return C===`visible`?k.start(()=>w(`hiding`),a):k.start(()=>{w(`hidden`),j()},o),k.clear},[r,A,C,a,o,k]),C===`hidden`?null:(0,y.jsxs)(`div`,{"data-slot":`messages-item`,"data-type":e,"data-state":C,role:e===`error`||e===`warning`?`alert`:`status`,className:i(x({type:e}),c),style:{transitionDuration:`${o}ms`,...u},onPointerEnter:e=>{f?.(e),E(!0),C===`hiding`&&w(`visible`)},onPointerLeave:e=>{p?.(e),E(!1)},onFocus:e=>{g?.(e),O(!0),C===`hiding`&&w(`visible`)},onBlur:e=>{_?.(e),e.currentTarget.contains(e.relatedTarget)||O(!1)},...S,children:[(0,y.jsx)(h,{type:e}),(0,y.jsx)(m,{"data-slot":`messages-text`,profile:`message`,html:l(t,...n),className:`min-w-0 flex-1`})]})}function _({messages:e,onDismiss:t,clearOnClick:n=!1,onClear:r,autoHide:a,autoHideDelay:o,hideDuration:s,className:c,onClick:u,...d}){let[f,p]=(0,v.useState)(()=>new Set),[m,h]=(0,v.useState)(e);m!==e&&(h(e),p(new Set));let _=e.filter(e=>!f.has(C(e))),b=()=>{p(new Set(e.map(C))),r?.()};return(0,y.jsxs)(`div`,{"data-slot":`messages`,"data-clear-on-click":n||void 0,className:i(`flex flex-col gap-3`,n&&_.length>0&&`cursor-pointer`,c),onClick:e=>{u?.(e),n&&_.length>0&&b()},...d,children:[_.map(e=>(0,y.jsx)(g,{type:e.type,text:e.text,params:e.params,autoHide:a,autoHideDelay:o,hideDuration:s,onHide:()=>{p(t=>new Set(t).add(C(e))),t?.(e)}},C(e))),n&&_.length>0&&(0,y.jsx)(`button`,{type:`button`,"data-slot":`messages-clear`,className:`self-end rounded-md px-2 py-1 text-sm font-semibold text-neutral-700 underline underline-offset-2 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`,children:l(`Close`)})]})}var v,y,b,x,S,C;function w(){return(w=e((()=>{a(),v=t(),f(),p(),u(),r(),y=n(),b=5e3,x=o(`flex items-start gap-3 rounded-md border-l-4 px-4 py-3 text-base transition-opacity ease-in data-[state=hiding]:opacity-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2`,{variants:{type:{success:`border-success-600 bg-success-50 text-success-700`,notice:`border-notice-600 bg-notice-50 text-notice-700`,warning:`border-warning-600 bg-warning-50 text-warning-700`,error:`border-danger-600 bg-danger-50 text-danger-700`}},defaultVariants:{type:`notice`}}),S={success:(0,y.jsx)(`path`,{d:`m6.5 10.5 2.5 2.5 4.5-5.5`}),notice:(0,y.jsxs)(y.Fragment,{children:[(0,y.jsx)(`path`,{d:`M10 9v5`}),(0,y.jsx)(`path`,{d:`M10 6.2v.1`})]}),warning:(0,y.jsxs)(y.Fragment,{children:[(0,y.jsx)(`path`,{d:`M10 7.5v3.5`}),(0,y.jsx)(`path`,{d:`M10 13.7v.1`})]}),error:(0,y.jsx)(`path`,{d:`m7.5 7.5 5 5m0-5-5 5`})},C=e=>String(e.id??`${e.type}:${e.text}`);try{g.displayName=`Message`,g.__docgenInfo={description:'One message. Errors and warnings are `role="alert"`, success and notice `role="status"`.\nIt waits while the pointer or focus is on it, so it can be read and its links used.',displayName:`Message`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,methods:[],props:{type:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:``,name:`type`,required:!0,tags:{},type:{name:`enum`,raw:`MessageType`,value:[{value:`"success"`},{value:`"error"`},{value:`"notice"`},{value:`"warning"`}]}},text:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:"See `MessageData.text`.",name:`text`,required:!0,tags:{},type:{name:`string`}},params:{defaultValue:{value:`[]`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:"See `MessageData.params`.",name:`params`,required:!1,tags:{default:`[]`},type:{name:`readonly (string | number)[]`}},onHide:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:`Called once the message has hidden itself.`,name:`onHide`,required:!1,tags:{},type:{name:`(() => void)`}}},tags:{}}}catch{}try{_.displayName=`Messages`,_.__docgenInfo={description:`A message area: a stack of success, notice, warning and error messages.`,displayName:`Messages`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,methods:[],props:{messages:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:`The messages to show, in order. Keep the array stable (state, not a literal): a new array shows every message afresh.`,name:`messages`,required:!0,tags:{},type:{name:`readonly MessageData[]`}},onDismiss:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:`Called for each message that hides itself (auto-hide).`,name:`onDismiss`,required:!1,tags:{},type:{name:`((message: MessageData) => void)`}},clearOnClick:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:`The checkout messages area: a click anywhere in it clears every message
(SPEC.md §2), and a Close button does the same from the keyboard.`,name:`clearOnClick`,required:!1,tags:{default:`false`},type:{name:`boolean`}},onClear:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:`Called when a click clears the area.`,name:`onClear`,required:!1,tags:{},type:{name:`(() => void)`}}},tags:{}}}catch{}try{b.displayName=`MESSAGE_AUTO_HIDE_MS`,b.__docgenInfo={description:`A message disappears this long after it shows (SPEC.md §4, §9 "Message auto-hide").`,displayName:`MESSAGE_AUTO_HIDE_MS`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,methods:[],props:{},tags:{}}}catch{}try{500 .displayName=`MESSAGE_HIDE_MS`,500 .__docgenInfo={description:`…fading out over this long (SPEC.md §9 "hide speed").`,displayName:`MESSAGE_HIDE_MS`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,methods:[],props:{},tags:{}}}catch{}try{x.displayName=`messageVariants`,x.__docgenInfo={description:``,displayName:`messageVariants`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,methods:[],props:{type:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/messages/messages.d.ts`,name:`TypeLiteral`}],description:``,name:`type`,required:!1,tags:{},type:{name:`"success" | "error" | "notice" | "warning" | null`}},class:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`},{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`},{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`}],description:``,name:`class`,required:!1,tags:{},type:{name:`ClassValue`}},className:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`},{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`},{fileName:`wt-wishlist/node_modules/class-variance-authority/dist/types.d.ts`,name:`TypeLiteral`}],description:``,name:`className`,required:!1,tags:{},type:{name:`ClassValue`}}},tags:{}}}catch{}})))()}function T(e){let[t,n]=(0,E.useState)([N[3],N[0]]);return(0,D.jsxs)(`div`,{className:`flex flex-col gap-4`,children:[(0,D.jsx)(_,{messages:t,autoHide:!1,clearOnClick:!0,onClear:e.onClear}),(0,D.jsx)(c,{variant:`outline`,className:`self-start`,onClick:()=>n([N[3],N[0]]),children:`Place Order`})]})}var E,D,O,k,A,j,M,N,P,F,I,L,R,z,B,V,H,U,W;function G(){return(G=e((()=>{E=t(),s(),w(),D=n(),{expect:O,fn:k,userEvent:A,waitFor:j,within:M}=__STORYBOOK_MODULE_TEST__,N=[{type:`success`,text:`You added %1 to your <a href="#cart">shopping cart</a>.`,params:[`Radiant Tee`]},{type:`notice`,text:`Your account was updated. Please sign in again to see your new prices.`},{type:`warning`,text:`Only %1 left in stock for <b>%2</b>.`,params:[2,`Breathe-Easy Tank`]},{type:`error`,text:`The requested qty is not available`}],P={title:`Kit/Messages`,component:_,tags:[`autodocs`],args:{messages:N,autoHide:!1,onDismiss:k(),onClear:k()},decorators:[e=>(0,D.jsx)(`div`,{className:`max-w-2xl`,children:(0,D.jsx)(e,{})})]},F={play:async({canvasElement:e})=>{let t=M(e);await O(t.getAllByRole(`status`)).toHaveLength(2),await O(t.getAllByRole(`alert`)).toHaveLength(2),await O(t.getByRole(`link`,{name:`shopping cart`})).toBeInTheDocument(),await O(t.getByText(`Breathe-Easy Tank`).tagName).toBe(`B`),await A.tab(),await O(t.getByRole(`link`,{name:`shopping cart`})).toHaveFocus(),document.activeElement?.blur()}},I={args:{messages:[N[0]]}},L={args:{messages:[N[1]]}},R={args:{messages:[N[2]]}},z={args:{messages:[N[3]]}},B={args:{messages:[{type:`notice`,text:`Kept: <b>b</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <span>span</span>. Dropped: <img src="x" onerror="alert(1)"><script>alert(2)<\/script><h2>heading</h2><p>paragraph</p><button>button</button>`}]},play:async({canvasElement:e})=>{let t=e.querySelector(`[data-slot="messages-text"]`);await O(t?.querySelector(`img, script, h2, p, button`)).toBeNull(),await O(t?.querySelectorAll(`b, strong, i, em, u, span`)).toHaveLength(6),await O(t).toHaveTextContent(`Dropped: headingparagraphbutton`)}},V={args:{messages:[N[0]],autoHide:!0,autoHideDelay:300,hideDuration:100},play:async({canvasElement:e,args:t})=>{let n=M(e).getByRole(`status`);await j(()=>O(n).toHaveAttribute(`data-state`,`hiding`)),await j(()=>O(n).not.toBeInTheDocument()),await O(t.onDismiss).toHaveBeenCalledTimes(1)}},H={render:e=>(0,D.jsx)(T,{onClear:e.onClear}),play:async({canvasElement:e,args:t})=>{let n=M(e);await A.click(n.getByText(`The requested qty is not available`)),await O(n.queryByRole(`alert`)).not.toBeInTheDocument(),await O(t.onClear).toHaveBeenCalledTimes(1),await A.click(n.getByRole(`button`,{name:`Place Order`})),await O(n.getByRole(`alert`)).toBeInTheDocument(),document.activeElement?.blur(),await A.tab(),await A.tab(),await O(n.getByRole(`button`,{name:`Close`})).toHaveFocus(),await A.keyboard(`{Enter}`),await O(n.queryByRole(`alert`)).not.toBeInTheDocument(),await O(t.onClear).toHaveBeenCalledTimes(2),await A.click(n.getByRole(`button`,{name:`Place Order`})),document.activeElement?.blur()}},U={parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},W=[`AllTypes`,`Success`,`Notice`,`Warning`,`Error`,`Sanitized`,`AutoHide`,`CheckoutArea`,`Phone`],F.parameters={...F.parameters,docs:{...F.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('link', {
      name: 'shopping cart'
    })).toBeInTheDocument();
    await expect(canvas.getByText('Breathe-Easy Tank').tagName).toBe('B');
    // Keyboard: the link inside a message is reachable.
    await userEvent.tab();
    await expect(canvas.getByRole('link', {
      name: 'shopping cart'
    })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...F.parameters?.docs?.source},description:{story:`The four types with parameters and allowed tags.`,...F.parameters?.docs?.description}}},I.parameters={...I.parameters,docs:{...I.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [allTypes[0]!]
  }
}`,...I.parameters?.docs?.source}}},L.parameters={...L.parameters,docs:{...L.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [allTypes[1]!]
  }
}`,...L.parameters?.docs?.source}}},R.parameters={...R.parameters,docs:{...R.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [allTypes[2]!]
  }
}`,...R.parameters?.docs?.source}}},z.parameters={...z.parameters,docs:{...z.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [allTypes[3]!]
  }
}`,...z.parameters?.docs?.source}}},B.parameters={...B.parameters,docs:{...B.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [{
      type: 'notice',
      text: 'Kept: <b>b</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <span>span</span>. Dropped: <img src="x" onerror="alert(1)"><script>alert(2)<\/script><h2>heading</h2><p>paragraph</p><button>button</button>'
    }]
  },
  play: async ({
    canvasElement
  }) => {
    const text = canvasElement.querySelector('[data-slot="messages-text"]');
    await expect(text?.querySelector('img, script, h2, p, button')).toBeNull();
    await expect(text?.querySelectorAll('b, strong, i, em, u, span')).toHaveLength(6);
    await expect(text).toHaveTextContent('Dropped: headingparagraphbutton');
  }
}`,...B.parameters?.docs?.source},description:{story:`Only div, span, b, strong, i, em, u and a survive; scripts, images and other tags are dropped.`,...B.parameters?.docs?.description}}},V.parameters={...V.parameters,docs:{...V.parameters?.docs,source:{originalSource:`{
  args: {
    messages: [allTypes[0]!],
    autoHide: true,
    autoHideDelay: 300,
    hideDuration: 100
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const message = within(canvasElement).getByRole('status');
    await waitFor(() => expect(message).toHaveAttribute('data-state', 'hiding'));
    await waitFor(() => expect(message).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  }
}`,...V.parameters?.docs?.source},description:{story:`Auto-hide at work, shortened (the defaults are 5000 ms and a 500 ms hide; the unit
tests check those with fake timers). The frame ends on the emptied area.`,...V.parameters?.docs?.description}}},H.parameters={...H.parameters,docs:{...H.parameters?.docs,source:{originalSource:`{
  render: args => <CheckoutMessagesDemo onClear={args.onClear} />,
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('The requested qty is not available'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // A new answer from the server shows the messages again.
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    // Keyboard alone: Tab to the link, then to Close, and Enter clears.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Close'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    // Show them again for the screenshot.
    await userEvent.click(canvas.getByRole('button', {
      name: 'Place Order'
    }));
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...H.parameters?.docs?.source},description:{story:`The checkout messages area: a click anywhere in it (or its Close button) clears it.`,...H.parameters?.docs?.description}}},U.parameters={...U.parameters,docs:{...U.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  globals: {
    viewport: {
      value: 'phone'
    }
  }
}`,...U.parameters?.docs?.source},description:{story:`On a phone the messages wrap under their icons.`,...U.parameters?.docs?.description}}}})))()}G();export{F as AllTypes,V as AutoHide,H as CheckoutArea,z as Error,L as Notice,U as Phone,B as Sanitized,I as Success,R as Warning,W as __namedExportsOrder,P as default};