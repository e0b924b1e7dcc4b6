import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{r,t as i}from"./button-CoWe3urc.js";import{n as a,t as o}from"./modal-C9HDdfHZ.js";async function s(e,t){await m.click(g(e).getByRole(`button`,{name:t}));let n=await p.findByRole(`dialog`);return await h(()=>d(n).toContainElement(document.activeElement)),n}function c(){let[e,t]=(0,l.useState)(!1);return(0,u.jsxs)(o,{layout:`slide`,title:`Shopping Cart`,trigger:(0,u.jsx)(i,{children:`View cart`}),actions:[{label:`Close`}],children:[(0,u.jsx)(`p`,{className:`mb-4 text-base text-neutral-700`,children:`2 items are ready for checkout.`}),(0,u.jsx)(i,{variant:`secondary`,onClick:()=>t(!0),children:`Estimate shipping`}),(0,u.jsx)(o,{layout:`slide`,title:`Estimate Shipping`,subtitle:`Enter your destination to get a shipping estimate.`,open:e,onOpenChange:t,actions:[{label:`Back`}],children:x})]})}var l,u,d,f,p,m,h,g,_,v,y,b,x,S,C,w,T,E,D,O;function k(){return(k=e((()=>{l=t(),r(),a(),u=n(),{expect:d,fn:f,screen:p,userEvent:m,waitFor:h,within:g}=__STORYBOOK_MODULE_TEST__,_={title:`Kit/Modal`,component:o,tags:[`autodocs`],args:{title:`Sign In`,subtitle:`Checkout using your account`,trigger:(0,u.jsx)(i,{children:`Proceed to Checkout`}),actions:[{label:`Cancel`,onClick:f(e=>e())},{label:`Sign In`,onClick:f()}],onOpenChange:f(),children:(0,u.jsx)(`p`,{className:`text-base text-neutral-700`,children:`If you have an account, sign in with your email address. Your cart and addresses come with you.`})},argTypes:{layout:{control:`select`,options:[`popup`,`slide`,`custom`]}}},v={play:async({canvasElement:e,args:t})=>{let n=g(e).getByRole(`button`,{name:`Proceed to Checkout`});await m.tab(),await d(n).toHaveFocus(),await m.keyboard(`{Enter}`);let r=await p.findByRole(`dialog`,{name:`Sign In`});await d(r).toHaveAccessibleDescription(`Checkout using your account`),await d(document.body).toHaveAttribute(`data-scroll-locked`);for(let e=0;e<4;e+=1)await m.tab(),await d(r).toContainElement(document.activeElement);await m.keyboard(`{Escape}`),await h(()=>d(p.queryByRole(`dialog`)).not.toBeInTheDocument()),await d(n).toHaveFocus(),await d(t.onOpenChange).toHaveBeenLastCalledWith(!1),n.blur()}},y={args:{layout:`popup`},play:async({canvasElement:e,args:t})=>{let n=await s(e,`Proceed to Checkout`);await d(n).toHaveAttribute(`data-layout`,`popup`),await m.click(g(n).getByRole(`button`,{name:`Sign In`})),await d(t.actions?.[1]?.onClick).toHaveBeenCalledTimes(1),await h(()=>d(n).toBeVisible()),document.activeElement?.blur()}},b={...y,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},x=(0,u.jsxs)(`dl`,{className:`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base`,children:[(0,u.jsx)(`dt`,{className:`font-semibold`,children:`Name`}),(0,u.jsx)(`dd`,{children:`Jane Doe`}),(0,u.jsx)(`dt`,{className:`font-semibold`,children:`Street`}),(0,u.jsx)(`dd`,{children:`42 Harbour Road`}),(0,u.jsx)(`dt`,{className:`font-semibold`,children:`City`}),(0,u.jsx)(`dd`,{children:`Portland, Oregon 97201`}),(0,u.jsx)(`dt`,{className:`font-semibold`,children:`Phone`}),(0,u.jsx)(`dd`,{children:`(503) 555-0142`})]}),S={args:{layout:`slide`,title:`Shipping Address`,subtitle:`Where should we send your order?`,trigger:(0,u.jsx)(i,{children:`Edit address`}),actions:[{label:`Cancel`},{label:`Ship Here`,onClick:f()}],children:x},play:async({canvasElement:e,args:t})=>{let n=await s(e,`Edit address`);await d(n).toHaveAttribute(`data-layout`,`slide`),await d(n).toHaveAttribute(`data-stack-level`,`0`),await d(t.onOpenChange).toHaveBeenCalledWith(!0),document.activeElement?.blur()}},C={...S,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},w={args:{layout:`custom`,title:`Fast Checkout`,subtitle:void 0,trigger:(0,u.jsx)(i,{children:`Checkout with card`}),actions:[],bodyClassName:`flex items-center justify-center bg-neutral-50`,children:(0,u.jsx)(`div`,{className:`flex h-[12rem] w-full max-w-md items-center justify-center rounded-md border border-dashed border-neutral-400 text-neutral-600`,children:`Payment provider frame`})},play:async({canvasElement:e})=>{let t=await s(e,`Checkout with card`);await d(t).toHaveAttribute(`data-layout`,`custom`),await d(g(t).queryByRole(`contentinfo`)).not.toBeInTheDocument(),document.activeElement?.blur()}},T={...w,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},E={render:()=>(0,u.jsx)(c,{}),play:async({canvasElement:e})=>{let t=await s(e,`View cart`);await m.click(g(t).getByRole(`button`,{name:`Estimate shipping`}));let n=await p.findByRole(`dialog`,{name:`Estimate Shipping`});await d(n).toHaveAttribute(`data-stack-level`,`1`),await d(n).toHaveStyle({marginLeft:`45px`}),await h(()=>d(n.getBoundingClientRect().left-t.getBoundingClientRect().left).toBe(45)),await m.keyboard(`{Escape}`),await h(()=>d(p.queryByRole(`dialog`,{name:`Estimate Shipping`})).not.toBeInTheDocument()),await h(()=>d(p.getByRole(`dialog`,{name:`Shopping Cart`})).toBeVisible()),await m.click(g(t).getByRole(`button`,{name:`Estimate shipping`})),await p.findByRole(`dialog`,{name:`Estimate Shipping`}),document.activeElement?.blur()}},D={...E,name:`Stacked slides (phone)`,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},O=[`Closed`,`Popup`,`PopupPhone`,`Slide`,`SlidePhone`,`Custom`,`CustomPhone`,`StackedSlides`,`StackedSlidesPhone`],v.parameters={...v.parameters,docs:{...v.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Proceed to Checkout'
    });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign In'
    });
    await expect(dialog).toHaveAccessibleDescription('Checkout using your account');
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    // Focus is trapped: four Tabs (Close, Cancel, Sign In, back to Close) stay inside.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    trigger.blur();
  }
}`,...v.parameters?.docs?.source},description:{story:`Closed: only the trigger. Operated with the keyboard alone: open, cycle focus, Escape.`,...v.parameters?.docs?.description}}},y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  args: {
    layout: 'popup'
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const dialog = await openFromTrigger(canvasElement, 'Proceed to Checkout');
    await expect(dialog).toHaveAttribute('data-layout', 'popup');
    await userEvent.click(within(dialog).getByRole('button', {
      name: 'Sign In'
    }));
    await expect(args.actions?.[1]?.onClick).toHaveBeenCalledTimes(1);
    // Its action did not close the popup; the screenshot shows it open.
    await waitFor(() => expect(dialog).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...y.parameters?.docs?.source},description:{story:`Centred popup with title, subtitle, close button, content and actions.`,...y.parameters?.docs?.description}}},b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  ...Popup,
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
}`,...b.parameters?.docs?.source}}},S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  args: {
    layout: 'slide',
    title: 'Shipping Address',
    subtitle: 'Where should we send your order?',
    trigger: <Button>Edit address</Button>,
    actions: [{
      label: 'Cancel'
    }, {
      label: 'Ship Here',
      onClick: fn()
    }],
    children: shippingBody
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const dialog = await openFromTrigger(canvasElement, 'Edit address');
    await expect(dialog).toHaveAttribute('data-layout', 'slide');
    await expect(dialog).toHaveAttribute('data-stack-level', '0');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...S.parameters?.docs?.source},description:{story:`Slide panel from the right.`,...S.parameters?.docs?.description}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  ...Slide,
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
}`,...C.parameters?.docs?.source}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  args: {
    layout: 'custom',
    title: 'Fast Checkout',
    subtitle: undefined,
    trigger: <Button>Checkout with card</Button>,
    actions: [],
    bodyClassName: 'flex items-center justify-center bg-neutral-50',
    children: <div className="flex h-[12rem] w-full max-w-md items-center justify-center rounded-md border border-dashed border-neutral-400 text-neutral-600">
        Payment provider frame
      </div>
  },
  play: async ({
    canvasElement
  }) => {
    const dialog = await openFromTrigger(canvasElement, 'Checkout with card');
    await expect(dialog).toHaveAttribute('data-layout', 'custom');
    await expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...w.parameters?.docs?.source},description:{story:`A large sheet for content with its own layout (here, a fast-checkout frame).`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  ...Custom,
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
}`,...T.parameters?.docs?.source}}},E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  render: () => <StackedSlidesDemo />,
  play: async ({
    canvasElement
  }) => {
    const first = await openFromTrigger(canvasElement, 'View cart');
    await userEvent.click(within(first).getByRole('button', {
      name: 'Estimate shipping'
    }));
    const second = await screen.findByRole('dialog', {
      name: 'Estimate Shipping'
    });
    await expect(second).toHaveAttribute('data-stack-level', '1');
    await expect(second).toHaveStyle({
      marginLeft: '45px'
    });
    // Measured once the panel has slid in.
    await waitFor(() => expect(second.getBoundingClientRect().left - first.getBoundingClientRect().left).toBe(45));
    // Escape closes only the top panel.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', {
      name: 'Estimate Shipping'
    })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('dialog', {
      name: 'Shopping Cart'
    })).toBeVisible());
    await userEvent.click(within(first).getByRole('button', {
      name: 'Estimate shipping'
    }));
    await screen.findByRole('dialog', {
      name: 'Estimate Shipping'
    });
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...E.parameters?.docs?.source},description:{story:`A slide panel opened from another: each one starts 45 px further from the left.`,...E.parameters?.docs?.description}}},D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  ...StackedSlides,
  name: 'Stacked slides (phone)',
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
}`,...D.parameters?.docs?.source}}}})))()}k();export{v as Closed,w as Custom,T as CustomPhone,y as Popup,b as PopupPhone,S as Slide,C as SlidePhone,E as StackedSlides,D as StackedSlidesPhone,O as __namedExportsOrder,_ as default};