import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{i as t,n}from"./address-form-OsD_2gu2.js";var r,i,a,o,s,c,l,u,d,f,p,m,h,g,_;function v(){return(v=e((()=>{t(),{expect:r,fn:i,userEvent:a,waitFor:o,within:s}=__STORYBOOK_MODULE_TEST__,c=`This is a required field.`,l=`Please select an option.`,u={firstname:`Veronica`,lastname:`Costello`,street:[`6146 Honey Bluff Parkway`,`Suite 200`],city:`Calder`,country_id:`US`,region_code:`MI`,postcode:`49628-7978`,telephone:`(555) 229-3326`},d={title:`Forms/Address`,component:n,tags:[`autodocs`],args:{onSave:i()}},f={},p={args:{defaultValues:u},play:async({canvasElement:e,args:t})=>{let n=s(e);await a.click(n.getByRole(`textbox`,{name:`Phone Number`})),await a.keyboard(`{Enter}`),await o(()=>r(t.onSave).toHaveBeenCalledWith(r.objectContaining({region_code:`MI`,region:`Michigan`,street:[`6146 Honey Bluff Parkway`,`Suite 200`]}))),e.ownerDocument.activeElement?.blur()}},m={play:async({canvasElement:e,args:t})=>{let n=s(e);await a.click(n.getByRole(`button`,{name:`Save Address`})),await o(()=>r(n.getAllByText(c)).toHaveLength(6)),await r(n.getByText(l)).toBeInTheDocument(),await r(n.getByRole(`textbox`,{name:`First Name`})).toHaveFocus(),await r(n.getByRole(`combobox`,{name:`State/Province`})).toHaveAccessibleDescription(l),await r(t.onSave).not.toHaveBeenCalled(),e.ownerDocument.activeElement?.blur()}},h={args:{defaultValues:{...u,country_id:`CA`,region_code:``,postcode:`90602`,city:`Toronto`}},play:async({canvasElement:e})=>{let t=s(e),n=t.getByRole(`combobox`,{name:`State/Province`});await a.selectOptions(n,`Ontario`),await a.click(t.getByRole(`button`,{name:`Save Address`})),await r(await t.findByText(`Please enter a valid zip/postal code (Ex: A1B 2C3).`)).toBeInTheDocument(),e.ownerDocument.activeElement?.blur()}},g={args:{defaultValues:{...u,country_id:`GB`,region_code:``,region:`Greater London`,city:`London`,postcode:`SW1A 1AA`}},play:async({canvasElement:e})=>{let t=s(e);await r(t.getByRole(`textbox`,{name:`State/Province`})).toHaveValue(`Greater London`),await r(t.queryByRole(`combobox`,{name:`State/Province`})).not.toBeInTheDocument()}},_=[`Empty`,`Filled`,`Errors`,`Canada`,`UnitedKingdom`],f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{}`,...f.parameters?.docs?.source},description:{story:`An empty address in the default country (United States): State/Province is a list.`,...f.parameters?.docs?.description}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: filled
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', {
      name: 'Phone Number'
    }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({
      region_code: 'MI',
      region: 'Michigan',
      street: ['6146 Honey Bluff Parkway', 'Suite 200']
    })));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  }
}`,...p.parameters?.docs?.source},description:{story:`A complete United States address, sent with Enter from the last field.`,...p.parameters?.docs?.description}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Save Address'
    }));
    // First Name, Last Name, Street Address, City, Zip/Postal Code, Phone Number; State/Province is a list.
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(6));
    await expect(canvas.getByText(SELECT)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', {
      name: 'First Name'
    })).toHaveFocus();
    await expect(canvas.getByRole('combobox', {
      name: 'State/Province'
    })).toHaveAccessibleDescription(SELECT);
    await expect(args.onSave).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  }
}`,...m.parameters?.docs?.source},description:{story:`Sent empty: every required field says so, the list says to choose, focus goes to First Name.`,...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ...filled,
      country_id: 'CA',
      region_code: '',
      postcode: '90602',
      city: 'Toronto'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('combobox', {
      name: 'State/Province'
    });
    await userEvent.selectOptions(region, 'Ontario');
    await userEvent.click(canvas.getByRole('button', {
      name: 'Save Address'
    }));
    await expect(await canvas.findByText('Please enter a valid zip/postal code (Ex: A1B 2C3).')).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  }
}`,...h.parameters?.docs?.source},description:{story:`Canada: provinces in a list and the Canadian postcode format.`,...h.parameters?.docs?.description}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValues: {
      ...filled,
      country_id: 'GB',
      region_code: '',
      region: 'Greater London',
      city: 'London',
      postcode: 'SW1A 1AA'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', {
      name: 'State/Province'
    })).toHaveValue('Greater London');
    await expect(canvas.queryByRole('combobox', {
      name: 'State/Province'
    })).not.toBeInTheDocument();
  }
}`,...g.parameters?.docs?.source},description:{story:`The United Kingdom: State/Province is optional free text.`,...g.parameters?.docs?.description}}}})))()}v();export{h as Canada,f as Empty,m as Errors,p as Filled,g as UnitedKingdom,_ as __namedExportsOrder,d as default};