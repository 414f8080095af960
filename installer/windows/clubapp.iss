; Inno Setup script for clubapp on Windows.
; Build the bundle first (installer/build.sh in Git Bash, or pyinstaller installer\clubapp.spec),
; then: iscc /DAppVersion=0.1.0 installer\windows\clubapp.iss   -> dist\clubapp-setup-0.1.0.exe
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6F1C2A7E-3C4B-4E59-9B1D-2C1A5E8D7F10}
AppName=clubapp
AppVersion={#AppVersion}
AppPublisher=clubapp
DefaultDirName={autopf}\clubapp
DefaultGroupName=clubapp
OutputDir=..\..\dist
OutputBaseFilename=clubapp-setup-{#AppVersion}
SetupIconFile=..\..\resources\icons\clubapp.ico
UninstallDisplayIcon={app}\clubapp.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
PrivilegesRequiredOverridesAllowed=dialog

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\clubapp\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\clubapp"; Filename: "{app}\clubapp.exe"
Name: "{group}\{cm:UninstallProgram,clubapp}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\clubapp"; Filename: "{app}\clubapp.exe"; Tasks: desktopicon

[Registry]
; the club's export files (.clubapp) open in clubapp
Root: HKA; Subkey: "Software\Classes\.clubapp"; ValueType: string; ValueName: ""; ValueData: "clubapp.ClubExport"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\clubapp.ClubExport"; ValueType: string; ValueName: ""; ValueData: "clubapp club export"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\clubapp.ClubExport\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\clubapp.exe,0"
Root: HKA; Subkey: "Software\Classes\clubapp.ClubExport\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\clubapp.exe"" ""%1"""

[Run]
Filename: "{app}\clubapp.exe"; Description: "{cm:LaunchProgram,clubapp}"; Flags: nowait postinstall skipifsilent

; Uninstalling removes the program only: the club's database and backups live in the user's
; data folder (%LOCALAPPDATA%\clubapp), which the uninstaller never touches.
