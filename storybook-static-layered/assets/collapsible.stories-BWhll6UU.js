import{a as e,n as t}from"./rolldown-runtime-sJBDdmOt.js";import{f as n}from"./iframe-BRbpQvqT.js";import{t as r}from"./jsx-runtime-MKhVqBIO.js";import{a as i,o as a}from"./dist-DeFuxmbL.js";import{r as o,t as s}from"./dist-BfKW3ibP.js";import{a as c,c as l,i as u,l as d,n as f,o as p,r as m,s as h,t as g,u as _}from"./dist-BXQh3oli.js";import{n as v,t as y}from"./dist-DnRGWnpd.js";import{n as b,t as x}from"./cn-BksUxDMQ.js";import{n as ee,t as te}from"./use-location-hash-pzlqlV8O.js";function S(e){return e?`open`:`closed`}var C,w,ne,T,E,D,re,ie,O,ae,k,A,j,M,oe;function N(){return(N=t((()=>{C=e(n(),1),p(),_(),m(),h(),i(),o(),f(),y(),w=r(),ne=Object.defineProperty,T=(e,t)=>ne(e,`name`,{value:t,configurable:!0}),E=`Collapsible`,[D,re]=d(E),[ie,O]=D(E),ae=C.forwardRef(T(function(e,t){let{__scopeCollapsible:n,open:r,defaultOpen:i,disabled:a,onOpenChange:o,...c}=e,[l,d]=u({prop:r,defaultProp:i??!1,onChange:o,caller:E});return(0,w.jsx)(ie,{scope:n,disabled:a,contentId:v(),open:l,onOpenToggle:C.useCallback(()=>d(e=>!e),[d]),children:(0,w.jsx)(s.div,{"data-state":S(l),"data-disabled":a?``:void 0,...c,ref:t})})},`Collapsible`)),k=`CollapsibleTrigger`,A=C.forwardRef(T(function(e,t){let{__scopeCollapsible:n,...r}=e,i=O(k,n);return(0,w.jsx)(s.button,{type:`button`,"aria-controls":i.open?i.contentId:void 0,"aria-expanded":i.open||!1,"data-state":S(i.open),"data-disabled":i.disabled?``:void 0,disabled:i.disabled,...r,ref:t,onClick:c(e.onClick,i.onOpenToggle)})},`CollapsibleTrigger`)),j=`CollapsibleContent`,M=C.forwardRef(T(function(e,t){let{forceMount:n,...r}=e,i=O(j,e.__scopeCollapsible);return(0,w.jsx)(g,{present:n||i.open,children:({present:e})=>(0,w.jsx)(oe,{...r,ref:t,present:e})})},`CollapsibleContent`)),oe=C.forwardRef(T(function(e,t){let{__scopeCollapsible:n,present:r,children:i,...o}=e,c=O(j,n),[u,d]=C.useState(r),f=C.useRef(null),p=a(t,f),m=C.useRef(0),h=m.current,g=C.useRef(0),_=g.current,v=c.open||u,y=C.useRef(v),b=C.useRef(void 0);return C.useEffect(()=>{let e=requestAnimationFrame(()=>y.current=!1);return()=>cancelAnimationFrame(e)},[]),l(()=>{let e=f.current;if(e){b.current=b.current||{transitionDuration:e.style.transitionDuration,animationName:e.style.animationName},e.style.transitionDuration=`0s`,e.style.animationName=`none`;let t=e.getBoundingClientRect();m.current=t.height,g.current=t.width,y.current||(e.style.transitionDuration=b.current.transitionDuration,e.style.animationName=b.current.animationName),d(r)}},[c.open,r]),(0,w.jsx)(s.div,{"data-state":S(c.open),"data-disabled":c.disabled?``:void 0,id:c.contentId,hidden:!v,...o,ref:p,style:{"--radix-collapsible-content-height":h?`${h}px`:void 0,"--radix-collapsible-content-width":_?`${_}px`:void 0,...e.style},children:v&&i})},`CollapsibleContentImpl`)),T(S,`getState`)})))()}function P(e,t){return`collapsible:${e}#${t}`}function se(e){try{return window.localStorage.getItem(e)}catch{return null}}function ce(e,t){try{window.localStorage.setItem(e,t?`open`:`closed`)}catch{}for(let e of B)e()}function le(e){return B.add(e),window.addEventListener(`storage`,e),()=>{B.delete(e),window.removeEventListener(`storage`,e)}}function F({id:e,rememberState:t=!1,open:n,defaultOpen:r=!1,onOpenChange:i,disabled:a,className:o,children:s,...c}){let l=t&&!!e,u=(0,R.useSyncExternalStore)(le,()=>l?se(P(window.location.pathname,e)):null,()=>null),[d,f]=(0,R.useState)(void 0),p=n??d??(u===null?r:u===`open`),m=(0,R.useRef)(null),h=t=>{f(t),l&&ce(P(window.location.pathname,e),t),i?.(t)},g=(0,R.useEffectEvent)(()=>{let e=te(window.location.hash),t=(e?document.getElementById(e):null)?.closest(`[data-slot="collapsible-content"]`);!p&&!a&&t&&m.current?.contains(t)&&h(!0)});return(0,R.useEffect)(()=>(g(),window.addEventListener(`hashchange`,g),()=>window.removeEventListener(`hashchange`,g)),[]),(0,z.jsx)(V.Provider,{value:p,children:(0,z.jsx)(ae,{ref:m,id:e,"data-slot":`collapsible`,open:p,onOpenChange:h,disabled:a,className:x(`border-b border-neutral-200`,o),...c,children:s})})}function I({className:e,children:t,...n}){return(0,z.jsxs)(A,{"data-slot":`collapsible-trigger`,className:x(`group flex w-full items-center justify-between gap-3 py-3 text-left text-base font-semibold text-neutral-900 transition-colors duration-fast hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-neutral-600 disabled:hover:text-neutral-600`,e),...n,children:[t,(0,z.jsx)(`svg`,{"data-slot":`collapsible-icon`,"aria-hidden":`true`,viewBox:`0 0 20 20`,className:`size-5 shrink-0 fill-none stroke-current stroke-2 transition-transform duration-fast group-data-[state=open]:rotate-180`,children:(0,z.jsx)(`path`,{d:`m5 8 5 5 5-5`,strokeLinecap:`round`,strokeLinejoin:`round`})})]})}function L({className:e,...t}){let n=(0,R.useContext)(V);return(0,z.jsx)(M,{"data-slot":`collapsible-content`,forceMount:!0,hidden:!n,className:x(`pb-4 text-base text-neutral-800`,e),...t})}var R,z,B,V;function H(){return(H=t((()=>{N(),R=n(),ee(),b(),z=r(),B=new Set,V=(0,R.createContext)(!1);try{P.displayName=`collapsibleStorageKey`,P.__docgenInfo={description:`The localStorage key a remembered panel uses: one per page path and element id.`,displayName:`collapsibleStorageKey`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/collapsible/collapsible.d.ts`,methods:[],props:{},tags:{}}}catch{}try{F.displayName=`Collapsible`,F.__docgenInfo={description:`A panel that opens and closes under its trigger (Radix Collapsible): open, closed or
disabled. It opens by itself when the address fragment names an element inside it.`,displayName:`Collapsible`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/collapsible/collapsible.d.ts`,methods:[],props:{asChild:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/@radix-ui/react-primitive/dist/index.d.mts`,name:`TypeLiteral`}],description:``,name:`asChild`,required:!1,tags:{},type:{name:`boolean`}},rememberState:{defaultValue:{value:`false`},declarations:[{fileName:`wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/collapsible/collapsible.d.ts`,name:`TypeLiteral`}],description:"Keep the open state in localStorage under the page path and this element's `id`\n(needs `id`), and start from it on the next visit.",name:`rememberState`,required:!1,tags:{default:`false`},type:{name:`boolean`}}},tags:{}}}catch{}try{I.displayName=`CollapsibleTrigger`,I.__docgenInfo={description:`The button that opens and closes the panel; its chevron turns with the state.`,displayName:`CollapsibleTrigger`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/collapsible/collapsible.d.ts`,methods:[],props:{asChild:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/@radix-ui/react-primitive/dist/index.d.mts`,name:`TypeLiteral`}],description:``,name:`asChild`,required:!1,tags:{},type:{name:`boolean`}}},tags:{}}}catch{}try{L.displayName=`CollapsibleContent`,L.__docgenInfo={description:`The panel. It stays in the page while closed (hidden), so anchors inside can be found.`,displayName:`CollapsibleContent`,filePath:`/work/wt-wishlist/node_modules/.tsbuild/ui/ui/src/components/collapsible/collapsible.d.ts`,methods:[],props:{asChild:{defaultValue:null,declarations:[{fileName:`wt-wishlist/node_modules/@radix-ui/react-primitive/dist/index.d.mts`,name:`TypeLiteral`}],description:``,name:`asChild`,required:!1,tags:{},type:{name:`boolean`}}},tags:{}}}catch{}})))()}var U,W,G,K,ue,q,de,J,Y,X,Z,Q,$,fe;function pe(){return(pe=t((()=>{H(),U=r(),{expect:W,fn:G,userEvent:K,waitFor:ue,within:q}=__STORYBOOK_MODULE_TEST__,de={title:`Kit/Collapsible`,component:F,subcomponents:{CollapsibleTrigger:I,CollapsibleContent:L},tags:[`autodocs`],args:{id:`block-shipping`,onOpenChange:G()},render:e=>(0,U.jsx)(`div`,{className:`max-w-md`,children:(0,U.jsxs)(F,{...e,children:[(0,U.jsx)(I,{children:`Estimate Shipping and Tax`}),(0,U.jsxs)(L,{children:[(0,U.jsx)(`p`,{className:`mb-2`,children:`Enter your destination to get a shipping estimate.`}),(0,U.jsx)(`p`,{id:`shipping-rates`,className:`text-sm text-neutral-600`,children:`Flat Rate: $5.00 per item`})]})]})})},J={play:async({canvasElement:e,args:t})=>{let n=q(e),r=n.getByRole(`button`,{name:`Estimate Shipping and Tax`});await K.tab(),await W(r).toHaveFocus(),await K.keyboard(`{Enter}`),await W(r).toHaveAttribute(`aria-expanded`,`true`),await W(n.getByText(`Enter your destination to get a shipping estimate.`)).toBeVisible(),await K.keyboard(` `),await W(r).toHaveAttribute(`aria-expanded`,`false`),await W(t.onOpenChange).toHaveBeenCalledTimes(2),r.blur()}},Y={args:{defaultOpen:!0},play:async({canvasElement:e})=>{await W(q(e).getByText(`Enter your destination to get a shipping estimate.`)).toBeVisible()}},X={args:{disabled:!0},play:async({canvasElement:e})=>{let t=q(e).getByRole(`button`,{name:`Estimate Shipping and Tax`});await W(t).toBeDisabled(),await K.click(t,{pointerEventsCheck:0}),await W(t).toHaveAttribute(`aria-expanded`,`false`)}},Z={args:{rememberState:!0,id:`story-remember`},play:async({canvasElement:e})=>{let t=P(window.location.pathname,`story-remember`);window.localStorage.removeItem(t);let n=q(e).getByRole(`button`,{name:`Estimate Shipping and Tax`});await K.click(n),await W(window.localStorage.getItem(t)).toBe(`open`),await K.click(n),await W(window.localStorage.getItem(t)).toBe(`closed`),await K.click(n),window.localStorage.removeItem(t),n.blur()}},Q={play:async({canvasElement:e})=>{let t=q(e),{pathname:n,search:r}=window.location;try{window.location.hash=`#shipping-rates`,await ue(()=>W(t.getByRole(`button`,{name:`Estimate Shipping and Tax`})).toHaveAttribute(`aria-expanded`,`true`))}finally{window.history.replaceState(null,``,n+r)}}},$={render:()=>(0,U.jsxs)(`div`,{className:`max-w-md`,children:[(0,U.jsxs)(F,{id:`block-discount`,defaultOpen:!0,children:[(0,U.jsx)(I,{children:`Apply Discount Code`}),(0,U.jsx)(L,{children:`Enter a discount code at checkout.`})]}),(0,U.jsxs)(F,{id:`block-gift`,children:[(0,U.jsx)(I,{children:`Gift Options`}),(0,U.jsx)(L,{children:`Add a gift message to your order.`})]}),(0,U.jsxs)(F,{id:`block-points`,disabled:!0,children:[(0,U.jsx)(I,{children:`Reward Points`}),(0,U.jsx)(L,{children:`Sign in to use your reward points.`})]})]})},fe=[`Closed`,`Open`,`Disabled`,`RememberState`,`OpensForFragment`,`Group`],J.parameters={...J.parameters,docs:{...J.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: 'Estimate Shipping and Tax'
    });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Enter your destination to get a shipping estimate.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    trigger.blur();
  }
}`,...J.parameters?.docs?.source},description:{story:`Closed. Keyboard alone: Tab to the trigger, Enter opens, Space closes.`,...J.parameters?.docs?.description}}},Y.parameters={...Y.parameters,docs:{...Y.parameters?.docs,source:{originalSource:`{
  args: {
    defaultOpen: true
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByText('Enter your destination to get a shipping estimate.')).toBeVisible();
  }
}`,...Y.parameters?.docs?.source}}},X.parameters={...X.parameters,docs:{...X.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true
  },
  play: async ({
    canvasElement
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Estimate Shipping and Tax'
    });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, {
      pointerEventsCheck: 0
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
}`,...X.parameters?.docs?.source}}},Z.parameters={...Z.parameters,docs:{...Z.parameters?.docs,source:{originalSource:`{
  args: {
    rememberState: true,
    id: 'story-remember'
  },
  play: async ({
    canvasElement
  }) => {
    const key = collapsibleStorageKey(window.location.pathname, 'story-remember');
    window.localStorage.removeItem(key);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Estimate Shipping and Tax'
    });
    await userEvent.click(trigger);
    await expect(window.localStorage.getItem(key)).toBe('open');
    await userEvent.click(trigger);
    await expect(window.localStorage.getItem(key)).toBe('closed');
    await userEvent.click(trigger);
    window.localStorage.removeItem(key);
    trigger.blur();
  }
}`,...Z.parameters?.docs?.source},description:{story:`Remembers its state for this page path and element id in localStorage.`,...Z.parameters?.docs?.description}}},Q.parameters={...Q.parameters,docs:{...Q.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const {
      pathname,
      search
    } = window.location;
    try {
      window.location.hash = '#shipping-rates';
      await waitFor(() => expect(canvas.getByRole('button', {
        name: 'Estimate Shipping and Tax'
      })).toHaveAttribute('aria-expanded', 'true'));
    } finally {
      window.history.replaceState(null, '', pathname + search);
    }
  }
}`,...Q.parameters?.docs?.source},description:{story:"A link to an element inside the panel (`#shipping-rates`) opens it.",...Q.parameters?.docs?.description}}},$.parameters={...$.parameters,docs:{...$.parameters?.docs,source:{originalSource:`{
  render: () => <div className="max-w-md">
      <Collapsible id="block-discount" defaultOpen>
        <CollapsibleTrigger>Apply Discount Code</CollapsibleTrigger>
        <CollapsibleContent>Enter a discount code at checkout.</CollapsibleContent>
      </Collapsible>
      <Collapsible id="block-gift">
        <CollapsibleTrigger>Gift Options</CollapsibleTrigger>
        <CollapsibleContent>Add a gift message to your order.</CollapsibleContent>
      </Collapsible>
      <Collapsible id="block-points" disabled>
        <CollapsibleTrigger>Reward Points</CollapsibleTrigger>
        <CollapsibleContent>Sign in to use your reward points.</CollapsibleContent>
      </Collapsible>
    </div>
}`,...$.parameters?.docs?.source},description:{story:`Several panels in a row, as in a cart summary or an FAQ.`,...$.parameters?.docs?.description}}}})))()}pe();export{J as Closed,X as Disabled,$ as Group,Y as Open,Q as OpensForFragment,Z as RememberState,fe as __namedExportsOrder,de as default};