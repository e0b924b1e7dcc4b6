import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";import{n as i,t as a}from"./confirm-dialog-DgOM43gq.js";var o,s,c,l,u,d,f,p,m,h,g,_,v,y;function b(){return(b=e((()=>{n(),i(),o=t(),{expect:s,fn:c,screen:l,userEvent:u,waitFor:d,within:f}=__STORYBOOK_MODULE_TEST__,p={title:`Kit/ConfirmDialog`,component:a,tags:[`autodocs`],args:{content:`Are you sure you would like to remove this item from the shopping cart?`,trigger:(0,o.jsx)(r,{variant:`link`,children:`Remove item`}),onConfirm:c(),onCancel:c(),onOpenChange:c()},argTypes:{confirmVariant:{control:`select`,options:[`primary`,`danger`]}}},m=`Are you sure you would like to remove this item from the shopping cart?`,h={play:async({canvasElement:e,args:t})=>{let n=f(e).getByRole(`button`,{name:`Remove item`});await u.tab(),await s(n).toHaveFocus(),await u.keyboard(`{Enter}`),await l.findByRole(`alertdialog`,{name:m}),await s(l.getByRole(`button`,{name:`Cancel`})).toHaveFocus(),await u.keyboard(`{Escape}`),await d(()=>s(l.queryByRole(`alertdialog`)).not.toBeInTheDocument()),await s(t.onCancel).toHaveBeenCalledTimes(1),await s(n).toHaveFocus(),await u.keyboard(`{Enter}`),await l.findByRole(`alertdialog`,{name:m}),await u.tab(),await s(l.getByRole(`button`,{name:`OK`})).toHaveFocus(),await u.keyboard(`{Enter}`),await s(t.onConfirm).toHaveBeenCalledTimes(1),await d(()=>s(l.queryByRole(`alertdialog`)).not.toBeInTheDocument()),n.blur()}},g={play:async({canvasElement:e})=>{await u.click(f(e).getByRole(`button`,{name:`Remove item`}));let t=await l.findByRole(`alertdialog`,{name:m});await d(()=>s(f(t).getByRole(`button`,{name:`OK`})).toBeVisible()),document.activeElement?.blur()}},_={args:{title:`Remove item`,confirmLabel:`Remove`,confirmVariant:`danger`},play:async({canvasElement:e})=>{await u.click(f(e).getByRole(`button`,{name:`Remove item`}));let t=await l.findByRole(`alertdialog`,{name:`Remove item`});await s(t).toHaveAccessibleDescription(m),document.activeElement?.blur()}},v={...g,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},y=[`Closed`,`Open`,`WithTitle`,`Phone`],h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Remove item'
    });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', {
      name: question
    });
    await expect(screen.getByRole('button', {
      name: 'Cancel'
    })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', {
      name: question
    });
    await userEvent.tab();
    await expect(screen.getByRole('button', {
      name: 'OK'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    trigger.blur();
  }
}`,...h.parameters?.docs?.source},description:{story:`Closed; answered with the keyboard alone: Enter opens, Escape cancels, Tab + Enter confirms.`,...h.parameters?.docs?.description}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', {
      name: 'Remove item'
    }));
    const dialog = await screen.findByRole('alertdialog', {
      name: question
    });
    await waitFor(() => expect(within(dialog).getByRole('button', {
      name: 'OK'
    })).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...g.parameters?.docs?.source},description:{story:`Open: the remove-item question with OK and Cancel.`,...g.parameters?.docs?.description}}},_.parameters={..._.parameters,docs:{..._.parameters?.docs,source:{originalSource:`{
  args: {
    title: 'Remove item',
    confirmLabel: 'Remove',
    confirmVariant: 'danger'
  },
  play: async ({
    canvasElement
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', {
      name: 'Remove item'
    }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove item'
    });
    await expect(dialog).toHaveAccessibleDescription(question);
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,..._.parameters?.docs?.source},description:{story:`With a heading, and a danger-styled confirm button.`,..._.parameters?.docs?.description}}},v.parameters={...v.parameters,docs:{...v.parameters?.docs,source:{originalSource:`{
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
}`,...v.parameters?.docs?.source},description:{story:`On a phone the buttons stack, the confirming one on top.`,...v.parameters?.docs?.description}}}})))()}b();export{h as Closed,g as Open,v as Phone,_ as WithTitle,y as __namedExportsOrder,p as default};