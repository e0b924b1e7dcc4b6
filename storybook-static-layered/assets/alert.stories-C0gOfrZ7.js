import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";import{n as i,t as a}from"./alert-BLiYWKTz.js";var o,s,c,l,u,d,f,p,m,h,g,_,v;function y(){return(y=e((()=>{n(),i(),o=t(),{expect:s,fn:c,screen:l,userEvent:u,waitFor:d,within:f}=__STORYBOOK_MODULE_TEST__,p={title:`Kit/Alert`,component:a,tags:[`autodocs`],args:{content:`The requested qty is not available`,trigger:(0,o.jsx)(r,{children:`Update`}),onClose:c(),onOpenChange:c()}},m={play:async({canvasElement:e,args:t})=>{let n=f(e).getByRole(`button`,{name:`Update`});await u.tab(),await u.keyboard(`{Enter}`),await l.findByRole(`alertdialog`,{name:`The requested qty is not available`}),await s(l.getByRole(`button`,{name:`OK`})).toHaveFocus(),await u.keyboard(`{Enter}`),await d(()=>s(l.queryByRole(`alertdialog`)).not.toBeInTheDocument()),await s(t.onClose).toHaveBeenCalledTimes(1),await s(n).toHaveFocus(),await u.keyboard(`{Enter}`),await l.findByRole(`alertdialog`),await u.keyboard(`{Escape}`),await d(()=>s(l.queryByRole(`alertdialog`)).not.toBeInTheDocument()),await s(t.onClose).toHaveBeenCalledTimes(2),n.blur()}},h={play:async({canvasElement:e})=>{await u.click(f(e).getByRole(`button`,{name:`Update`})),await l.findByRole(`alertdialog`,{name:`The requested qty is not available`}),document.activeElement?.blur()}},g={args:{title:`Attention`,content:`Something went wrong.`},play:async({canvasElement:e})=>{await u.click(f(e).getByRole(`button`,{name:`Update`})),await s(await l.findByRole(`alertdialog`,{name:`Attention`})).toHaveAccessibleDescription(`Something went wrong.`),document.activeElement?.blur()}},_={...h,parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}}},v=[`Closed`,`Open`,`WithTitle`,`Phone`],m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Update'
    });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', {
      name: 'The requested qty is not available'
    });
    await expect(screen.getByRole('button', {
      name: 'OK'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    trigger.blur();
  }
}`,...m.parameters?.docs?.source},description:{story:`Closed; with the keyboard alone: Enter opens it, Enter on OK closes it, focus returns.`,...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', {
      name: 'Update'
    }));
    await screen.findByRole('alertdialog', {
      name: 'The requested qty is not available'
    });
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...h.parameters?.docs?.source},description:{story:`Open: the mini cart's error_message after a failed quantity update.`,...h.parameters?.docs?.description}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    title: 'Attention',
    content: 'Something went wrong.'
  },
  play: async ({
    canvasElement
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', {
      name: 'Update'
    }));
    await expect(await screen.findByRole('alertdialog', {
      name: 'Attention'
    })).toHaveAccessibleDescription('Something went wrong.');
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...g.parameters?.docs?.source}}},_.parameters={..._.parameters,docs:{..._.parameters?.docs,source:{originalSource:`{
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
}`,..._.parameters?.docs?.source},description:{story:`On a phone the button spans the width.`,..._.parameters?.docs?.description}}}})))()}y();export{m as Closed,h as Open,_ as Phone,g as WithTitle,v as __namedExportsOrder,p as default};