import ts from 'typescript';

/**
 * A top-level class or interface without type parameters as `checker.typeToString` writes it without a scope:
 * its declared name, read without the checker's node builder (a third of a component's label otherwise).
 * @example
 * readDeclaredName(userDtoType); // 'UserDto'; `undefined` for `Page<User>`, an enum, a local class
 */
export function readDeclaredName(type: ts.Type): string | undefined {
  if (!(type.flags & ts.TypeFlags.Object) || !((type as ts.ObjectType).objectFlags & ts.ObjectFlags.ClassOrInterface))
    return undefined;
  const declaration = type.symbol?.declarations?.[0];
  if (!declaration || !(ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))) return undefined;
  if (declaration.typeParameters || !(ts.isSourceFile(declaration.parent) || ts.isModuleBlock(declaration.parent)))
    return undefined;
  const name = declaration.name;
  // An escape in the source (`\u0041`) is written as it is there.
  return name && name.getText() === name.text ? name.text : undefined;
}
