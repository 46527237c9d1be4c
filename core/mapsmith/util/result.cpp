// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/util/cleantext.h>
#include <mapsmith/util/result.h>

namespace mapsmith {

// The one place where an Error becomes text for the user (the CLI's stderr line, the editor's message box):
// whatever bytes a bad file put into the message (a parser quoting the offending byte, a key or value
// echoed back) or into its name, the text is valid UTF-8 on one line with no control characters, and a
// message quoting a megabyte of junk is cut (util/cleantext.h). The fields keep the raw bytes.
std::string Error::toString() const
{
    std::string out;
    if (!file.empty()) {
        out += cleanText(file, kMaxFileNameBytes);
        if (line > 0) {
            out += ':' + std::to_string(line);
            if (column > 0)
                out += ':' + std::to_string(column);
        }
        out += ": ";
    }
    out += cleanText(message, kMaxMessageBytes);
    return out;
}

} // namespace mapsmith
