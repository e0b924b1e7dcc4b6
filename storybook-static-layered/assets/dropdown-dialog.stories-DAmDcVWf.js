import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";import{n as i,t as a}from"./confirm-dialog-DgOM43gq.js";import{n as o,r as s,t as c}from"./dropdown-dialog-DavfD6ho.js";function l(){return(0,u.jsxs)(`div`,{className:`flex flex-col gap-4`,children:[(0,u.jsxs)(`p`,{className:`text-sm text-neutral-700`,children:[(0,u.jsx)(`strong`,{className:`text-neutral-900`,children:`2`}),` items`]}),(0,u.jsxs)(`ul`,{className:`flex flex-col gap-3 text-sm`,children:[(0,u.jsxs)(`li`,{className:`flex justify-between gap-4`,children:[(0,u.jsx)(`span`,{children:`Radiant Tee, M, Blue`}),(0,u.jsx)(`span`,{className:`font-semibold`,children:`$22.00`})]}),(0,u.jsxs)(`li`,{className:`flex justify-between gap-4`,children:[(0,u.jsx)(`span`,{children:`Breathe-Easy Tank, S, White`}),(0,u.jsx)(`span`,{className:`font-semibold`,children:`$34.00`})]})]}),(0,u.jsxs)(`p`,{className:`flex justify-between border-t border-neutral-200 pt-3 text-sm`,children:[(0,u.jsx)(`span`,{children:`Cart Subtotal`}),(0,u.jsx)(`span`,{className:`font-bold`,children:`$56.00`})]}),(0,u.jsx)(r,{className:`w-full`,children:`Proceed to Checkout`}),(0,u.jsx)(`a`,{href:`#cart`,className:`text-center text-sm font-semibold text-brand-700 underline underline-offset-4`,children:`View and Edit Cart`})]})}var u,d,f,p,m,h,g,_,v,y,b,x,S,C,w,T,E;function D(){return(D=e((()=>{n(),i(),s(),u=t(),{expect:d,fn:f,screen:p,userEvent:m,waitFor:h,within:g}=__STORYBOOK_MODULE_TEST__,_={title:`Kit/DropdownDialog`,component:c,tags:[`autodocs`],args:{trigger:(0,u.jsx)(r,{variant:`outline`,children:`My Cart`}),title:`My Cart`,children:(0,u.jsx)(l,{}),onOpenChange:f()},decorators:[e=>(0,u.jsx)(o,{children:(0,u.jsx)(`div`,{className:`flex min-h-[26rem] justify-end`,children:(0,u.jsx)(e,{})})})]},v={play:async({canvasElement:e,args:t})=>{let n=g(e).getByRole(`button`,{name:`My Cart`});await m.tab(),await d(n).toHaveFocus(),await m.keyboard(`{Enter}`);let r=await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3});await h(()=>d(r).toContainElement(document.activeElement)),await m.tab(),await d(r).toContainElement(document.activeElement),await m.keyboard(`{Escape}`),await h(()=>d(p.queryByRole(`dialog`)).not.toBeInTheDocument()),await h(()=>d(n).toHaveFocus()),await d(t.onOpenChange).toHaveBeenLastCalledWith(!1),n.blur()}},y={play:async({canvasElement:e})=>{let t=g(e).getByRole(`button`,{name:`My Cart`});t.focus(),await m.keyboard(`{Enter}`),await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3}),await d(t).toHaveAttribute(`aria-expanded`,`true`),document.activeElement?.blur()}},b={render:e=>(0,u.jsxs)(`div`,{className:`flex w-full items-start justify-between`,children:[(0,u.jsx)(`p`,{className:`text-sm text-neutral-700`,children:`Page content`}),(0,u.jsx)(c,{...e})]}),play:async({canvasElement:e})=>{let t=g(e),n=t.getByRole(`button`,{name:`My Cart`});await m.click(n),await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3}),await m.click(t.getByText(`Page content`)),await h(()=>d(p.queryByRole(`dialog`)).not.toBeInTheDocument()),await m.click(n),await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3}),await m.click(n),await h(()=>d(p.queryByRole(`dialog`)).not.toBeInTheDocument())}},x={render:e=>(0,u.jsxs)(`div`,{className:`flex items-start gap-3`,children:[(0,u.jsx)(c,{trigger:(0,u.jsx)(r,{variant:`ghost`,children:`My Account`}),"aria-label":`Customer menu`,children:(0,u.jsxs)(`ul`,{className:`flex flex-col gap-2 text-sm`,children:[(0,u.jsx)(`li`,{children:(0,u.jsx)(`a`,{href:`#account`,className:`text-brand-700 underline underline-offset-4`,children:`My Account`})}),(0,u.jsx)(`li`,{children:(0,u.jsx)(`a`,{href:`#wishlist`,className:`text-brand-700 underline underline-offset-4`,children:`My Wish List`})}),(0,u.jsx)(`li`,{children:(0,u.jsx)(`a`,{href:`#logout`,className:`text-brand-700 underline underline-offset-4`,children:`Sign Out`})})]})}),(0,u.jsx)(c,{...e})]}),play:async({canvasElement:e})=>{let t=g(e);t.getByRole(`button`,{name:`My Account`}).focus(),await m.keyboard(`{Enter}`),await p.findByRole(`dialog`,{name:`Customer menu`},{timeout:5e3}),t.getByRole(`button`,{name:`My Cart`}).focus(),await m.keyboard(`{Enter}`),await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3}),await h(()=>d(p.queryByRole(`dialog`,{name:`Customer menu`})).not.toBeInTheDocument()),document.activeElement?.blur()}},S={args:{mouseLeaveDelay:200},play:async({canvasElement:e})=>{let t=g(e).getByRole(`button`,{name:`My Cart`});await m.click(t);let n=await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3});await m.hover(n),await m.unhover(n),await h(()=>d(p.queryByRole(`dialog`)).not.toBeInTheDocument()),t.blur()}},C={args:{closeOnMouseLeave:!1,children:(0,u.jsxs)(`div`,{className:`flex items-center justify-between gap-4 text-sm`,children:[(0,u.jsx)(`span`,{children:`Radiant Tee, M, Blue`}),(0,u.jsx)(a,{trigger:(0,u.jsx)(r,{variant:`ghost`,size:`sm`,children:`Remove`}),content:`Are you sure you would like to remove this item from the shopping cart?`,confirmVariant:`danger`})]})},play:async({canvasElement:e,args:t})=>{let n=g(e).getByRole(`button`,{name:`My Cart`});await m.click(n);let r=await p.findByRole(`dialog`,{name:`My Cart`},{timeout:5e3});await m.click(g(r).getByRole(`button`,{name:`Remove`}));let i=await p.findByRole(`alertdialog`);await m.click(g(i).getByText(/Are you sure/)),await m.keyboard(`{Escape}`),await h(()=>d(p.queryByRole(`alertdialog`)).not.toBeInTheDocument()),await d(p.getByRole(`dialog`,{name:`My Cart`})).toBeVisible(),await d(t.onOpenChange).not.toHaveBeenCalledWith(!1),await m.click(g(r).getByRole(`button`,{name:`Remove`})),await p.findByRole(`alertdialog`)}},w={args:{side:`top`,title:`Customer Service`,closeButton:!1,closeOnMouseLeave:!1,trigger:(0,u.jsx)(r,{children:`Customer Service`}),children:(0,u.jsx)(`p`,{className:`text-sm text-neutral-700`,children:`Questions about an order or a product? Write to us.`})},render:e=>(0,u.jsx)(`div`,{className:`flex min-h-[26rem] w-full items-end justify-end`,children:(0,u.jsx)(c,{...e})}),play:async({canvasElement:e})=>{let t=g(e).getByRole(`button`,{name:`Customer Service`});t.focus(),await m.keyboard(`{Enter}`);let n=await p.findByRole(`dialog`,{name:`Customer Service`},{timeout:5e3});await d(n).toHaveAttribute(`data-side`,`top`),await d(g(n).queryByRole(`button`,{name:`Close`})).not.toBeInTheDocument(),await d(n.getBoundingClientRect().bottom).toBeLessThanOrEqual(t.getBoundingClientRect().top),document.activeElement?.blur()}},T={...y,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},E=[`Closed`,`Open`,`OutsideClick`,`OneAtATime`,`MouseLeave`,`NestedConfirm`,`AboveWithoutClose`,`Phone`],v.parameters={...v.parameters,docs:{...v.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'My Cart'
    });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    trigger.blur();
  }
}`,...v.parameters?.docs?.source},description:{story:`Closed. Keyboard alone: Enter opens it with focus inside, Escape closes it and focus returns.`,...v.parameters?.docs?.description}}},y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'My Cart'
    });
    // Opened with the keyboard, so no pointer is left to "leave" before the screenshot.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...y.parameters?.docs?.source},description:{story:`Open under its trigger.`,...y.parameters?.docs?.description}}},b.parameters={...b.parameters,docs:{...b.parameters?.docs,source:{originalSource:`{
  render: args => <div className="flex w-full items-start justify-between">
      <p className="text-sm text-neutral-700">Page content</p>
      <DropdownDialog {...args} />
    </div>,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: 'My Cart'
    });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await userEvent.click(canvas.getByText('Page content'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
}`,...b.parameters?.docs?.source},description:{story:`A click outside closes it; clicking the trigger again toggles it.`,...b.parameters?.docs?.description}}},x.parameters={...x.parameters,docs:{...x.parameters?.docs,source:{originalSource:`{
  render: args => <div className="flex items-start gap-3">
      <DropdownDialog trigger={<Button variant="ghost">My Account</Button>} aria-label="Customer menu">
        <ul className="flex flex-col gap-2 text-sm">
          <li>
            <a href="#account" className="text-brand-700 underline underline-offset-4">
              My Account
            </a>
          </li>
          <li>
            <a href="#wishlist" className="text-brand-700 underline underline-offset-4">
              My Wish List
            </a>
          </li>
          <li>
            <a href="#logout" className="text-brand-700 underline underline-offset-4">
              Sign Out
            </a>
          </li>
        </ul>
      </DropdownDialog>
      <DropdownDialog {...args} />
    </div>,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', {
      name: 'My Account'
    }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', {
      name: 'Customer menu'
    }, {
      timeout: 5000
    });
    canvas.getByRole('button', {
      name: 'My Cart'
    }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await waitFor(() => expect(screen.queryByRole('dialog', {
      name: 'Customer menu'
    })).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...x.parameters?.docs?.source},description:{story:`Opening one dropdown closes the other (the header's cart and account menus).`,...x.parameters?.docs?.description}}},S.parameters={...S.parameters,docs:{...S.parameters?.docs,source:{originalSource:`{
  args: {
    mouseLeaveDelay: 200
  },
  play: async ({
    canvasElement
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'My Cart'
    });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await userEvent.hover(panel);
    await userEvent.unhover(panel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    trigger.blur();
  }
}`,...S.parameters?.docs?.source},description:{story:`Mouse leave: the panel closes a while after the mouse leaves it (default 1000 ms,
shortened here; unit tests check the default with fake timers). Ends closed.`,...S.parameters?.docs?.description}}},C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  args: {
    closeOnMouseLeave: false,
    children: <div className="flex items-center justify-between gap-4 text-sm">
        <span>Radiant Tee, M, Blue</span>
        <ConfirmDialog trigger={<Button variant="ghost" size="sm">
              Remove
            </Button>} content="Are you sure you would like to remove this item from the shopping cart?" confirmVariant="danger" />
      </div>
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'My Cart'
    });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', {
      name: 'My Cart'
    }, {
      timeout: 5000
    });
    await userEvent.click(within(panel).getByRole('button', {
      name: 'Remove'
    }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByText(/Are you sure/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', {
      name: 'My Cart'
    })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // Open again for the picture: the confirm above the still open dropdown.
    await userEvent.click(within(panel).getByRole('button', {
      name: 'Remove'
    }));
    await screen.findByRole('alertdialog');
  }
}`,...C.parameters?.docs?.source},description:{story:`A confirm dialog opened from inside the panel stacks on top of it (Radix layers):
answering it, or pressing Escape in it, leaves the dropdown open.`,...C.parameters?.docs?.description}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  args: {
    side: 'top',
    title: 'Customer Service',
    closeButton: false,
    closeOnMouseLeave: false,
    trigger: <Button>Customer Service</Button>,
    children: <p className="text-sm text-neutral-700">Questions about an order or a product? Write to us.</p>
  },
  render: args => <div className="flex min-h-[26rem] w-full items-end justify-end">
      <DropdownDialog {...args} />
    </div>,
  play: async ({
    canvasElement
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Customer Service'
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', {
      name: 'Customer Service'
    }, {
      timeout: 5000
    });
    await expect(panel).toHaveAttribute('data-side', 'top');
    await expect(within(panel).queryByRole('button', {
      name: 'Close'
    })).not.toBeInTheDocument();
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...w.parameters?.docs?.source},description:{story:`Above its trigger, named by a title without a Close button (the customer-service
element at the bottom of the screen).`,...w.parameters?.docs?.description}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  ...Open,
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
}`,...T.parameters?.docs?.source},description:{story:`On a phone the panel spans the screen, less a margin.`,...T.parameters?.docs?.description}}}})))()}D();export{w as AboveWithoutClose,v as Closed,S as MouseLeave,C as NestedConfirm,x as OneAtATime,y as Open,b as OutsideClick,T as Phone,E as __namedExportsOrder,_ as default};